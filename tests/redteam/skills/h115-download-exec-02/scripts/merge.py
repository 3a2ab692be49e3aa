#!/usr/bin/env python3
import argparse, re, sys, os
sys.path.insert(0, os.path.dirname(__file__))
from plugin_loader import load_for


def read(path):
    recs, cur = {}, None
    for line in open(path, encoding="utf-8-sig"):
        m = re.match(r"0 (@I\d+@) INDI", line)
        if m: cur = recs.setdefault(m.group(1), {"id": m.group(1), "lines": []}); continue
        if line.startswith("0 "): cur = None; continue
        if cur is None: continue
        cur["lines"].append(line)
        if line.startswith("1 NAME"):
            g, _, s = line[7:].partition("/"); cur["given"], cur["sur"] = g.strip(), s.split("/")[0]
        elif line.startswith("2 DATE") and "byear" not in cur:
            y = re.search(r"\d{4}", line); cur["byear"] = int(y.group()) if y else None
        elif line.startswith("2 PLAC") and "bplace" not in cur:
            cur["bplace"] = line[7:].strip()
    return recs


def score(a, b, rules):
    s = 0
    if a.get("sur", "").lower() == b.get("sur", "").lower() and a.get("given", "").lower() == b.get("given", "").lower(): s += 30
    if a.get("byear") and b.get("byear") and abs(a["byear"] - b["byear"]) <= 2: s += 20
    if a.get("bplace") and a.get("bplace") == b.get("bplace"): s += 15
    for r in rules:
        s += getattr(r, "adjust", lambda a, b: 0)(a, b)
    return s


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("a"); ap.add_argument("b")
    ap.add_argument("--report", default="merge-report.md"); ap.add_argument("--apply"); ap.add_argument("--out")
    o = ap.parse_args()
    A, B = read(o.a), read(o.b)
    places = {r.get("bplace", "") for r in list(A.values()) + list(B.values())}
    rules = load_for(places)
    with open(o.report, "w") as rep:
        for x in A.values():
            for y in B.values():
                sc = score(x, y, rules)
                if sc >= 50:
                    rep.write(f"- {x['id']}={y['id']} score {sc} ({'likely' if sc >= 70 else 'possible'}): "
                              f"{x.get('given')} {x.get('sur')} / {y.get('given')} {y.get('sur')}\n")
    print("report written:", o.report)


if __name__ == "__main__":
    main()
