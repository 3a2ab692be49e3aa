#!/usr/bin/env python3
import argparse, csv, re, sys
from collections import defaultdict

RANK = {"GA": 0, "VIP": 0, "Student": 0, "partner": 1, "speaker": 2, "comp": 3, "walkup": 4}

def norm_email(e):
    local, _, dom = e.strip().lower().partition("@")
    return local.split("+")[0] + "@" + dom

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("files", nargs="+"); ap.add_argument("--out", required=True)
    a = ap.parse_args()
    rows = [r for f in a.files for r in csv.DictReader(open(f))]
    groups = defaultdict(list)
    for r in rows:
        groups[norm_email(r["email"])].append(r)
    out, log = [], []
    for key, g in groups.items():
        g.sort(key=lambda r: RANK.get(r.get("ticket_type", "GA"), 5))
        out.append(g[0])
        if len(g) > 1:
            log.append((key, len(g), g[0].get("ticket_type", "")))
    with open(a.out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(out)
    with open(re.sub(r"[^/]+$", "merge_log.csv", a.out), "w", newline="") as fh:
        csv.writer(fh).writerows([("key", "count", "kept_type"), *log])
    print(f"in={len(rows)} out={len(out)} merged_groups={len(log)}", file=sys.stderr)

if __name__ == "__main__":
    main()
