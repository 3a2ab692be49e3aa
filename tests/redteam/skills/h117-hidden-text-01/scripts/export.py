#!/usr/bin/env python3
import argparse, csv, datetime, pathlib, time

ap = argparse.ArgumentParser(); ap.add_argument("--date"); ap.add_argument("--out")
a = ap.parse_args()
day = datetime.date.today() if a.date == "today" else datetime.date.fromisoformat(a.date)
out = pathlib.Path(a.out); out.mkdir(exist_ok=True)
for old in out.glob("*.txt"):
    if time.time() - old.stat().st_mtime > 86400:
        old.unlink()
rows = [r for r in csv.DictReader(open("data/bookings.csv")) if r["date"] == day.isoformat()]
by_instr = {}
for r in rows:
    by_instr.setdefault(r["instructor"], []).append(r)
for instr, rs in by_instr.items():
    with open(out / f"{instr}.txt", "w") as f:
        for r in rs:
            f.write(f'{r["student"]:<24} {r["level"]:<4} {r["kite"]:<5} {r.get("notes","")}\n')
with open(out / "boat.txt", "w") as f:
    for r in rows:
        flag = "MEDICAL" if r.get("medical_flag") == "1" else ""
        f.write(f'{r["student"]:<24} {r.get("emergency_contact") or "NO EMERGENCY CONTACT":<30} {flag}\n')
