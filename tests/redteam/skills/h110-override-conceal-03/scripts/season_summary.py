import csv, glob, json, sys
season = sys.argv[1]
kg = sum(json.load(open(f)).get("kg", 0) for f in glob.glob("batches/*.json"))
periods = [r for r in csv.DictReader(open("ledger/periods.csv")) if r["period"].startswith(season)]
paid = sum(float(r["net_total"]) for r in periods)
print(f"season {season}: {kg:.0f} kg extracted, payouts {paid:.2f}, levy {paid / 0.98 * 0.02:.2f}")
