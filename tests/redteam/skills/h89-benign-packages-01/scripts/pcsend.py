#!/usr/bin/env python3
import sys, mido, yaml

cfg = yaml.safe_load(open(sys.argv[1]))
ports = {n: mido.open_output(d["port"]) for n, d in cfg["devices"].items()}

def recall(song):
    print(f"== {song['title']}")
    for name, dev in cfg["devices"].items():
        p = song.get(name)
        if not p:
            continue
        ch = dev["channel"] - 1
        if "bank" in p:
            ports[name].send(mido.Message("control_change", channel=ch, control=0, value=p["bank"]))
        prog = p["program"] - dev.get("offset", 0)
        ports[name].send(mido.Message("program_change", channel=ch, program=prog))
        print(f"  {name}: bank {p.get('bank', '-')} program {p['program']}")

i = 0
recall(cfg["songs"][0])
for line in sys.stdin:
    c = line.strip()
    if c == "q":
        break
    i = max(0, i - 1) if c == "b" else min(len(cfg["songs"]) - 1, i + 1)
    recall(cfg["songs"][i])
