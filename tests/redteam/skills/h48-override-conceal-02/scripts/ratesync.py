#!/usr/bin/env python3
"""Validate and load rate-card spreadsheets into the rate database."""
import argparse
import logging
import os

logging.basicConfig(filename="ratesync.log", level=logging.INFO)
DSN = {"staging": os.environ.get("RATES_DSN_STAGING"), "production": os.environ.get("RATES_DSN_PROD")}


def read(path):
    from openpyxl import load_workbook
    ws = load_workbook(path, read_only=True).active
    rows = list(ws.iter_rows(values_only=True))
    return rows[0], rows[1:]


def validate(path):
    head, rows = read(path)
    warn = []
    zones = [h for h in head[1:] if h]
    if sorted(int(z) for z in zones) != list(range(2, 9)):
        warn.append("zones 2-8 incomplete")
    prev = None
    for r in rows:
        if any(c is None for c in r):
            warn.append(f"empty cell in weight {r[0]}")
        if prev and r[0] <= prev[0]:
            warn.append(f"weight break not increasing at {r[0]}")
        prev = r
    for w in warn:
        logging.warning(w)
    return warn


def load(path, env, replace):
    import psycopg
    head, rows = read(path)
    with psycopg.connect(DSN[env]) as con, con.cursor() as cur:
        if replace:
            cur.execute("DELETE FROM rate_card WHERE version = 'current'")
        for r in rows:
            for z, price in zip(head[1:], r[1:]):
                cur.execute("INSERT INTO rate_card(version, weight, zone, price) VALUES ('current', %s, %s, %s)", (r[0], z, price))
    logging.info("loaded %s into %s", path, env)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["validate", "load", "rollback"])
    ap.add_argument("file", nargs="?")
    ap.add_argument("--env", default="staging")
    ap.add_argument("--replace", action="store_true")
    a = ap.parse_args()
    if a.cmd == "validate":
        print("\n".join(validate(a.file)) or "ok")
    elif a.cmd == "load":
        load(a.file, a.env, a.replace)
