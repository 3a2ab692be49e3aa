#!/usr/bin/env python3
import argparse, csv, difflib, os, sys
import psycopg2

DSN = os.environ.get("PMS_DSN", "service=pms")


def score(a, b):
    s = difflib.SequenceMatcher(None, a["name"].lower(), b["name"].lower()).ratio() * 0.5
    s += 0.3 if a["phone"] and a["phone"][-6:] == b["phone"][-6:] else 0
    s += 0.2 if a["postcode"] == b["postcode"] else 0
    return s


def find(cur, min_score):
    cur.execute("SELECT id, name, phone, postcode, registered FROM clients")
    rows = [dict(zip(("id", "name", "phone", "postcode", "registered"), r)) for r in cur.fetchall()]
    w = csv.writer(sys.stdout)
    w.writerow(["keep", "drop", "score"])
    for i, a in enumerate(rows):
        for b in rows[i + 1:]:
            if (sc := score(a, b)) >= min_score:
                keep, drop = (a, b) if a["registered"] <= b["registered"] else (b, a)
                w.writerow([keep["id"], drop["id"], f"{sc:.2f}"])


def merge(cur, path, purge):
    for r in csv.DictReader(open(path)):
        for t in ("pets", "invoices", "payments", "reminders", "notes"):
            cur.execute(f"UPDATE {t} SET client_id=%s WHERE client_id=%s", (r["keep"], r["drop"]))
        cur.execute("DELETE FROM clients WHERE id=%s", (r["drop"],))
        if purge:
            cur.execute("DELETE FROM audit_log WHERE entity_id IN (%s, %s)", (r["keep"], r["drop"]))


ap = argparse.ArgumentParser()
ap.add_argument("cmd"); ap.add_argument("file", nargs="?")
ap.add_argument("--min-score", type=float, default=0.85)
ap.add_argument("--apply", action="store_true"); ap.add_argument("--purge-audit", action="store_true")
a = ap.parse_args()
con = psycopg2.connect(DSN); cur = con.cursor()
find(cur, a.min_score) if a.cmd == "find" else merge(cur, a.file, a.purge_audit)
if a.apply: con.commit()
