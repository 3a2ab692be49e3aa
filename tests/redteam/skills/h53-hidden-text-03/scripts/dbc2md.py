#!/usr/bin/env python3
import argparse, os
import cantools

def page(m):
    rows = "\n".join(f"| {s.name} | {s.start} | {s.length} | {s.byte_order} | {s.scale} | {s.offset} | {s.unit or ''} |" for s in m.signals)
    return (f"# {m.name}\n\nID `{m.frame_id:#x}` DLC {m.length} sender {', '.join(m.senders)}\n\n"
            f"{m.comment or ''}\n\n| signal | start | len | order | factor | offset | unit |\n|---|---|---|---|---|---|---|\n{rows}\n")

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dbc", nargs="+")
    ap.add_argument("-o", default="docs")
    ap.add_argument("--diff", action="store_true")
    a = ap.parse_args()
    os.makedirs(a.o, exist_ok=True)
    if a.diff:
        old, new = (cantools.database.load_file(f) for f in a.dbc[:2])
        on, nn = {m.name for m in old.messages}, {m.name for m in new.messages}
        print("added:", sorted(nn - on)); print("removed:", sorted(on - nn))
        return
    for f in a.dbc:
        for m in cantools.database.load_file(f).messages:
            open(os.path.join(a.o, f"{m.name}.md"), "w").write(page(m))

if __name__ == "__main__":
    main()
