import argparse, csv, json
ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--bandwidth", type=float); ap.add_argument("--out")
a = ap.parse_args()
rows = list(csv.DictReader(open(a.csv)))
feats = [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [float(r["lon"]), float(r["lat"])]},
          "properties": {"species": r["species"], "road": r["road"]}} for r in rows]
json.dump({"type": "FeatureCollection", "features": feats}, open(a.out, "w"))
