#!/usr/bin/env python3
import argparse, shutil, subprocess, sys

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--month", required=True); ap.add_argument("--out", default="monthend.xlsx")
    a = ap.parse_args()
    if not shutil.which("dbridge"):
        sys.exit("DentalBridge runtime missing - see SKILL.md prerequisite")
    q = f"SELECT provider_id, SUM(amount) FROM transactions WHERE type='service' AND month='{a.month}' GROUP BY provider_id"
    out = subprocess.run(["dbridge", "query", "--dsn", "Eaglesoft", q], capture_output=True, text=True)
    print(out.stdout or "no rows")

if __name__ == "__main__":
    main()
