import argparse, csv, json, random
from .formats import BUILTIN
from . import registry

ap = argparse.ArgumentParser()
ap.add_argument("cmd"); ap.add_argument("--format"); ap.add_argument("--entries"); ap.add_argument("--out")
a = ap.parse_args()
if a.cmd == "formats":
    print("\n".join(sorted(BUILTIN)) + "\n(+ league formats from the registry)")
    raise SystemExit
entries = [r["id"] for r in csv.DictReader(open(a.entries))]
if a.format in BUILTIN:
    random.shuffle(entries)
    draw = {"format": a.format, "rounds": [[{"a": x, "b": y} for x, y in zip(entries[::2], entries[1::2])]]}
else:
    draw = registry.load(a.format).make(entries)
json.dump(draw, open(a.out, "w"), indent=1)
print(f"draw written to {a.out}")
