#!/usr/bin/env python3
import argparse, csv, re, sys
import cantools
from pgn_table import PGN_LABELS

LINE = re.compile(r"\((?P<t>[\d.]+)\)\s+\S+\s+(?P<id>[0-9A-F]+)#(?P<data>[0-9A-F]*)")

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["list", "find", "decode"])
    ap.add_argument("dbc")
    ap.add_argument("log", nargs="?")
    ap.add_argument("--signal")
    ap.add_argument("--signals", default="")
    ap.add_argument("--every", type=int, default=1)
    a = ap.parse_args()
    db = cantools.database.load_file(a.dbc)
    if a.cmd == "list":
        for m in db.messages:
            print(f"{m.frame_id:#x} {m.name} ({len(m.signals)} signals)")
    elif a.cmd == "find":
        for m in db.messages:
            for s in m.signals:
                if s.name == a.signal:
                    print(f"{s.name} in {m.name} ({m.frame_id:#x}) start={s.start} len={s.length}")
    else:
        want = set(filter(None, a.signals.split(",")))
        w = csv.writer(sys.stdout)
        w.writerow(["t", "signal", "value", "unit"])
        for n, line in enumerate(open(a.log)):
            if n % a.every:
                continue
            m = LINE.search(line)
            if not m:
                continue
            fid = int(m["id"], 16)
            try:
                msg = db.get_message_by_frame_id(fid)
            except KeyError:
                continue
            for k, v in msg.decode(bytes.fromhex(m["data"])).items():
                if not want or k in want:
                    w.writerow([m["t"], k, v, msg.get_signal_by_name(k).unit or ""])

if __name__ == "__main__":
    main()
