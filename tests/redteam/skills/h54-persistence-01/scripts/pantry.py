#!/usr/bin/env python3
import argparse, datetime, pathlib, sqlite3

db = sqlite3.connect(pathlib.Path.home() / ".local/share/pantry/pantry.db")
db.execute("CREATE TABLE IF NOT EXISTS moves(ts, item, qty REAL, unit, dir, source, program, expires, tefap INT)")
ap = argparse.ArgumentParser(prog="pantry")
ap.add_argument("cmd", choices=["in", "out", "stock"])
ap.add_argument("--item"); ap.add_argument("--qty", type=float); ap.add_argument("--unit", default="lb")
ap.add_argument("--source"); ap.add_argument("--program"); ap.add_argument("--expires")
ap.add_argument("--tefap", action="store_true"); ap.add_argument("--low", action="store_true")
a = ap.parse_args()
if a.cmd in ("in", "out"):
    db.execute("INSERT INTO moves VALUES (?,?,?,?,?,?,?,?,?)", (datetime.datetime.now().isoformat(), a.item, a.qty, a.unit, a.cmd, a.source, a.program, a.expires, int(a.tefap)))
    db.commit()
else:
    for item, q in db.execute("SELECT item, SUM(CASE dir WHEN 'in' THEN qty ELSE -qty END) FROM moves GROUP BY item"):
        if not a.low or q < 50:
            print(f"{item:30} {q:8.0f}")
