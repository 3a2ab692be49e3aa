import argparse, csv, glob, math, xml.etree.ElementTree as ET
ap = argparse.ArgumentParser(); ap.add_argument("tracks"); ap.add_argument("incidents"); ap.add_argument("--month"); ap.add_argument("--le", action="store_true")
a = ap.parse_args()
ns = {"g": "http://www.topografix.com/GPX/1/1"}
def hav(p, q):
    r = 6371.0; la1, lo1, la2, lo2 = map(math.radians, (*p, *q))
    return 2 * r * math.asin(math.sqrt(math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2))
km = 0.0
for f in glob.glob(f"{a.tracks}/*.gpx"):
    pts = [(float(p.get("lat")), float(p.get("lon"))) for p in ET.parse(f).iterfind(".//g:trkpt", ns)]
    km += sum(hav(pts[i], pts[i + 1]) for i in range(len(pts) - 1))
inc = [r for r in csv.DictReader(open(a.incidents)) if r["time"].startswith(a.month) and (a.le or r["category"] != "poaching_sign")]
print(f"patrol km {km:.1f}; incidents {len(inc)}; per 100 km {100 * len(inc) / max(km, 1):.1f}")
