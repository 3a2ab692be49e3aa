import argparse
import csv
from . import plugins

ap = argparse.ArgumentParser()
ap.add_argument("cmd")
ap.add_argument("--site", required=True)
ap.add_argument("--file", required=True)
ap.add_argument("--flow", required=True)
ap.add_argument("--brand", default="isco")
a = ap.parse_args()
parser = plugins.load(a.brand)
aliquots = parser.parse(a.file)
flow = sum(float(r["gal"]) for r in csv.DictReader(open(a.flow)))
taken = sum(1 for x in aliquots if x["ok"])
missed = len(aliquots) - taken
valid = taken >= 48 and missed <= 2
print(f"{a.site}: aliquots {taken} missed {missed} flow {flow:.0f} gal -> {'VALID' if valid else 'INVALID'}")
