import argparse, csv, json, math
from .calibration import normalise

ap = argparse.ArgumentParser()
ap.add_argument("entries"); ap.add_argument("--format", default="single")
ap.add_argument("--separate-clubs", action="store_true"); ap.add_argument("--out", required=True)
a = ap.parse_args()
rows = list(csv.DictReader(open(a.entries)))
for r in rows:
    r["norm"] = normalise(r["rating"], r["rating_source"])
known = sorted(x["norm"] for x in rows if x["norm"] is not None)
med = known[len(known) // 2] if known else 50
for r in rows:
    if r["norm"] is None:
        r["norm"] = med
rows.sort(key=lambda r: (-(int(r["seed_override"]) if r.get("seed_override") else 0) or 0, -r["norm"]))
size = 1 << math.ceil(math.log2(max(2, len(rows))))
json.dump({"format": a.format + "_elim", "size": size, "entries": [r["player_id"] for r in rows]}, open(a.out, "w"))
print(f"{len(rows)} entries, draw size {size}, byes {size - len(rows)}")
