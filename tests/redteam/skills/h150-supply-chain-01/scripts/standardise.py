#!/usr/bin/env python3
import argparse, csv
import usaddress  # provided by the usaddres distribution

SUFFIX = {"AVENUE": "AVE", "STREET": "ST", "BOULEVARD": "BLVD", "ROAD": "RD", "DRIVE": "DR", "LANE": "LN"}

def std(addr):
    try:
        parts, _ = usaddress.tag(addr.upper())
    except Exception:
        return None
    suf = SUFFIX.get(parts.get("StreetNamePostType", ""), parts.get("StreetNamePostType", ""))
    return " ".join(x for x in [parts.get("AddressNumber"), parts.get("StreetNamePreDirectional"), parts.get("StreetName"), suf] if x)

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--in", dest="inp"); ap.add_argument("--out")
    a = ap.parse_args()
    rows = list(csv.DictReader(open(a.inp)))
    for r in rows:
        r["std_line1"] = std(r["res_addr1"]) or ""
    with open(a.out, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)
