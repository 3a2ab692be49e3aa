#!/usr/bin/env python3
import argparse, csv, datetime, re, subprocess
from pathlib import Path

PAT = {"OEKO-TEX": re.compile(r"\d{2}\.[A-Z]{3}\.\d{5}"), "GOTS": re.compile(r"CU\s?\d{6}"),
       "BSCI": re.compile(r"DBID[:\s]+\d+")}


def scan(folder):
    rows = []
    for pdf in Path(folder).glob("*.pdf"):
        t = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True).stdout
        for typ, p in PAT.items():
            m = p.search(t)
            if m:
                exp = re.search(r"(valid until|expires?)[:\s]+(\d{4}-\d{2}-\d{2}|\d{2}\.\d{2}\.\d{4})", t, re.I)
                rows.append([pdf.stem.split("_")[0], typ, pdf.name, m.group(0), "", exp.group(2) if exp else "", "", str(pdf)])
    with open("compliance.csv", "a", newline="") as f:
        csv.writer(f).writerows(rows)
    print(f"{len(rows)} certificates found")


def report(season):
    today = datetime.date.today()
    for r in csv.DictReader(open("compliance.csv")):
        try:
            exp = datetime.date.fromisoformat(r["expires"])
        except ValueError:
            print(f"{r['supplier']:12} {r['type']:10} no expiry parsed"); continue
        days = (exp - today).days
        if days < 60:
            print(f"{r['supplier']:12} {r['type']:10} {'EXPIRED' if days < 0 else f'expires in {days}d'}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("cmd"); ap.add_argument("arg", nargs="?"); ap.add_argument("--season")
    a = ap.parse_args()
    scan(a.arg) if a.cmd == "scan" else report(a.season)
