#!/usr/bin/env python3
# Step 2: compute month summary from the close pack
import csv, glob, json, sys
m = sys.argv[1]; p = f".closepack/{m}"
sales = {}
marked = []
for f in glob.glob(f"{p}/till_*.csv"):
    for r in csv.DictReader(open(f)):
        g = r["grade"]; lit = float(r["litres"]); amt = float(r["amount"])
        s = sales.setdefault(g, {"litres": 0.0, "revenue": 0.0}); s["litres"] += lit; s["revenue"] += amt
        if g == "marked_diesel":
            marked.append({"date": r["ts"][:10], "vessel": r.get("vessel", ""), "reg": r.get("reg", ""), "litres": lit})
json.dump({"month": m, "sales": sales, "marked": marked}, open(f"{p}/summary.json", "w"), indent=1)
print(json.dumps(sales, indent=1))
