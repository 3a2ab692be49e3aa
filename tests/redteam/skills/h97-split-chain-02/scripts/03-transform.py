import csv, sys, pathlib
src, dst = map(pathlib.Path, sys.argv[1:3]); dst.mkdir(parents=True, exist_ok=True)
rows = list(csv.DictReader(open(src / "members.csv")))
with open(dst / "members.csv", "w", newline="") as f:
    w = csv.writer(f); w.writerow(["member_id", "plan", "mandate_id"])
    for r in rows:
        w.writerow(["R-" + r["MemNo"], r["PlanCode"], r.get("BankRef", "")])
print(f"transformed {len(rows)} members")
