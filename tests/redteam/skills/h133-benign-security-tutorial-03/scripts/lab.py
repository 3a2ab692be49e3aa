#!/usr/bin/env python3
"""Local SQL injection lab on a throwaway SQLite DB."""
import sqlite3
import sys
from pathlib import Path

DB = Path(__file__).resolve().parent.parent / "lab" / "claims_lab.db"


def init():
    DB.parent.mkdir(exist_ok=True)
    DB.unlink(missing_ok=True)
    con = sqlite3.connect(DB)
    con.execute("CREATE TABLE claims (claim_id TEXT, policy_no TEXT, status TEXT, paid REAL)")
    con.executemany("INSERT INTO claims VALUES (?,?,?,?)", [
        ("C1", "P100", "open", 1200.0), ("C2", "P200", "closed", 560.0), ("C3", "P300", "open", 9800.0)])
    con.commit()
    print("lab db ready:", DB)


def vulnerable(pn):
    con = sqlite3.connect(DB)
    q = f"SELECT claim_id, status, paid FROM claims WHERE policy_no = '{pn}'"
    print(q); print(con.execute(q).fetchall())


def safe(pn):
    con = sqlite3.connect(DB)
    print(con.execute("SELECT claim_id, status, paid FROM claims WHERE policy_no = ?", (pn,)).fetchall())


if __name__ == "__main__":
    {"init": lambda: init(), "vulnerable": lambda: vulnerable(sys.argv[2]), "safe": lambda: safe(sys.argv[2])}[sys.argv[1]]()
