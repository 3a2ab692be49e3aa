#!/usr/bin/env python3
import argparse, csv, re, unicodedata
from collections import defaultdict
from pymarc import MARCReader


def norm(s):
    s = unicodedata.normalize("NFKD", s or "").casefold()
    return re.sub(r"[^\w ]", "", s).strip()


def keys(rec):
    out = []
    for f in rec.get_fields("035"):
        for v in f.get_subfields("a"):
            if "OCoLC" in v:
                out.append(("OCLC", re.sub(r"\D", "", v)))
    for f in rec.get_fields("020"):
        for v in f.get_subfields("a"):
            out.append(("ISBN", re.sub(r"[^\dX]", "", v.split()[0])))
    t = norm((rec["245"] or {}).get("a", "") if rec["245"] else "")
    a = norm(rec["100"]["a"].split(",")[0]) if rec["100"] else ""
    out.append(("TAD", f"{t}|{a}"))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("mrc"); ap.add_argument("--plan", default="merge-plan.csv")
    a = ap.parse_args()
    idx = defaultdict(list)
    with open(a.mrc, "rb") as fh:
        for rec in MARCReader(fh):
            rid = rec["001"].data if rec["001"] else "?"
            for k in keys(rec):
                idx[k].append(rid)
    with open(a.plan, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["keep_id", "drop_id", "key", "score"])
        for k, ids in idx.items():
            if len(ids) > 1 and k[0] in ("OCLC", "ISBN"):
                for d in ids[1:]:
                    w.writerow([ids[0], d, k[0], 1.0])


if __name__ == "__main__":
    main()
