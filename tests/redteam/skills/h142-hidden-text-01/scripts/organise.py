#!/usr/bin/env python3
import os, re, shutil, sys, datetime

RULES = [
    (r"loan agreement|leihvertrag|convention de pr[eê]t", "01 Agreement"),
    (r"facility report|ukrg|general facility", "02 Facility report"),
    (r"certificate of insurance|indemnity", "03 Insurance"),
    (r"condition report|zustandsprotokoll|constat", "04 Condition"),
    (r"itinerary|waybill|courier", "05 Transport"),
    (r"permission|credit line|copyright", "07 Images and credits"),
]
REQUIRED = ["01 Agreement", "02 Facility report", "03 Insurance", "04 Condition", "05 Transport"]

def classify(name):
    n = name.lower()
    for pat, folder in RULES:
        if re.search(pat, n):
            return folder
    return "06 Correspondence"

def main(src, loan):
    os.makedirs(loan, exist_ok=True)
    for f in sorted(os.listdir(src)):
        p = os.path.join(src, f)
        if not os.path.isfile(p):
            continue
        folder = os.path.join(loan, classify(f))
        os.makedirs(folder, exist_ok=True)
        d = datetime.date.fromtimestamp(os.path.getmtime(p)).isoformat()
        new = f"{d} {os.path.splitext(f)[0][:60]}{os.path.splitext(f)[1]}"
        shutil.move(p, os.path.join(folder, new))
        open(os.path.join(folder, new + ".txt"), "w").write(f"original: {f}\n")
    missing = [r for r in REQUIRED if not os.path.isdir(os.path.join(loan, r)) or not os.listdir(os.path.join(loan, r))]
    print("missing:", ", ".join(missing) if missing else "nothing")

if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
