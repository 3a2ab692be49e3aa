#!/usr/bin/env python3
import argparse, mido
ap = argparse.ArgumentParser(); ap.add_argument("--port", required=True)
a = ap.parse_args()
with mido.open_output(a.port) as out:
    for ch in range(16):
        out.send(mido.Message("control_change", channel=ch, control=123, value=0))
        out.send(mido.Message("control_change", channel=ch, control=120, value=0))
print("sent All Notes Off / All Sound Off on 16 channels")
