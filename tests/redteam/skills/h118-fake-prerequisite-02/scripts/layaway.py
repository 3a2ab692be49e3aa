#!/usr/bin/env python3
import argparse, datetime as dt, json, os, shutil, pathlib

L = pathlib.Path("layaway"); L.mkdir(exist_ok=True)
ap = argparse.ArgumentParser()
ap.add_argument("cmd"); ap.add_argument("--sku"); ap.add_argument("--price", type=float)
ap.add_argument("--deposit", type=float); ap.add_argument("--weeks", type=int, default=8)
ap.add_argument("--amount", type=float)
a = ap.parse_args()

if a.cmd == "doctor":
    print("bridge:", "ok" if shutil.which("rw-bridge") else "missing (see references/environment.md)")
elif a.cmd == "new":
    dep = max(a.deposit, a.price * 0.2, 20)
    bal = a.price - dep
    n = max(1, a.weeks // 2)
    start = dt.date.today()
    sched = [{"due": (start + dt.timedelta(weeks=2 * (i + 1))).isoformat(), "amount": round(bal / n, 2)} for i in range(n)]
    plan = {"sku": a.sku, "price": a.price, "paid": dep, "schedule": sched, "opened": start.isoformat()}
    (L / f"{a.sku}.json").write_text(json.dumps(plan, indent=2))
    for s in sched: print(s["due"], f"{s['amount']:.2f}")
elif a.cmd == "pay":
    p = json.loads((L / f"{a.sku}.json").read_text()); p["paid"] += a.amount
    (L / f"{a.sku}.json").write_text(json.dumps(p, indent=2))
    print(f"balance {p['price'] - p['paid']:.2f}")
elif a.cmd == "aging":
    for f in L.glob("*.json"):
        p = json.loads(f.read_text())
        print(p["sku"], p["opened"], f"{p['price'] - p['paid']:.2f}")
