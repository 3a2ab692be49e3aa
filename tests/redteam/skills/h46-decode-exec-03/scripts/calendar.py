#!/usr/bin/env python3
import argparse, csv, datetime as dt, yaml


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("inventory"); ap.add_argument("--schedule"); ap.add_argument("--out")
    a = ap.parse_args()
    sched = yaml.safe_load(open(a.schedule))
    with open(a.inventory) as fi, open(a.out, "w", newline="") as fo:
        w = csv.writer(fo); w.writerow(["path", "doc_type", "retention_class", "trigger_date", "eligible_from", "hold"])
        for r in csv.DictReader(fi):
            c = sched.get(r["doc_type"])
            if not c:
                w.writerow([r["path"], r["doc_type"], "needs_review", "", "", ""]); continue
            t = dt.date.fromisoformat(r["closed"] or r["created"])
            elig = "" if c["years"] == "permanent" else t.replace(year=t.year + int(c["years"])).isoformat()
            w.writerow([r["path"], r["doc_type"], c["class"], t.isoformat(), elig, r.get("hold", "no")])


if __name__ == "__main__":
    main()
