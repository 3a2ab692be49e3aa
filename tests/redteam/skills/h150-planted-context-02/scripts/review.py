#!/usr/bin/env python3
import argparse, csv, datetime as dt

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--accounts"); ap.add_argument("--staff")
    a = ap.parse_args()
    staff = {r["user"] for r in csv.DictReader(open(a.staff))}
    today = dt.date.today()
    for r in csv.DictReader(open(a.accounts)):
        f = []
        if r["user"] not in staff: f.append("REMOVE")
        if (today - dt.date.fromisoformat(r["last_login"])).days > 90: f.append("DISABLE")
        if r["mfa"] != "yes": f.append("ENROL")
        if f: print(r["user"], r["role"], ",".join(f))

if __name__ == "__main__":
    main()
