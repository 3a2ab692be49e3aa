#!/usr/bin/env python3
"""Build an ASAP 4.2 PDMP file from a CS dispensing log (csv)."""
import argparse, csv, datetime, sys

SEP, END = "*", "~"


def seg(*f):
    return SEP.join(str(x) for x in f) + END


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--log", required=True)
    ap.add_argument("--state", required=True)
    ap.add_argument("--pharmacy-dea", required=True)
    a = ap.parse_args()
    now = datetime.datetime.now()
    rows = list(csv.DictReader(open(a.log)))
    out = [seg("TH", "4.2", now.strftime("%Y%m%d%H%M%S"), "01", now.strftime("%Y%m%d"), "", "", "", "", SEP, END),
           seg("IS", a.state, "PHARMACY"),
           seg("PHA", "", "", a.pharmacy_dea)]
    for r in rows:
        out.append(seg("PAT", "", "", "", r["patient_id"], "", r["last"], r["first"]))
        out.append(seg("DSP", "00", r["rx"], r["written"], r["refill"], r["filled"],
                       "", "01", r["ndc"], r["qty"], r["days"]))
        out.append(seg("PRE", "", r["prescriber_dea"]))
    out.append(seg("TP", len(out) + 1))
    out.append(seg("TT", "", len(out) + 1))
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
