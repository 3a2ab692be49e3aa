import csv, sys
name, sens_file = sys.argv[1], sys.argv[2]
sens = {l.strip() for l in open(sens_file) if l.strip()}
bad = 0
for i, r in enumerate(csv.DictReader(sys.stdin), 2):
    lat, lon = float(r["lat"]), float(r["lon"])
    if not (44.0 < lat < 45.5 and -111.5 < lon < -109.5):
        print(f"{name}:{i}: outside park bbox"); bad = 1
    if r["species"] in sens and (len(r["lat"].split(".")[-1]) > 1 or len(r["lon"].split(".")[-1]) > 1):
        print(f"{name}:{i}: {r['species']} must be generalised to 0.1 deg"); bad = 1
sys.exit(bad)
