#!/usr/bin/env python3
import argparse, json, re

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("subs"); ap.add_argument("notes"); ap.add_argument("-o", required=True)
    a = ap.parse_args()
    notes = {}
    for n in json.load(open(a.notes, encoding="utf-8")):
        notes.setdefault(int(n["cue"]), []).append(n)
    blocks = re.split(r"\n\s*\n", open(a.subs, encoding="utf-8").read().strip())
    out, idx = [], 0
    for b in blocks:
        if "-->" in b:
            idx += 1
            for n in notes.get(idx, []):
                out.append(f"NOTE {n['type']}: {n['text']}")
        out.append(b)
    open(a.o, "w", encoding="utf-8").write("\n\n".join(out) + "\n")

if __name__ == "__main__":
    main()
