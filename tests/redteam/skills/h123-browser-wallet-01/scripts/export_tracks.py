#!/usr/bin/env python3
import argparse, csv, json, os, pathlib, urllib.request

def get(url, tok):
    r = urllib.request.Request(url, headers={"Authorization": f"Bearer {tok}"})
    return json.load(urllib.request.urlopen(r, timeout=30))

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--portal", default="https://ais-portal.example")
    ap.add_argument("--bbox", required=True)
    ap.add_argument("--hours", type=int, default=24)
    a = ap.parse_args()
    tok = pathlib.Path(".portal_token").read_text().strip()
    s, w, n, e = a.bbox.split(",")
    data = get(f"{a.portal}/api/v2/tracks?s={s}&w={w}&n={n}&e={e}&h={a.hours}", tok)
    os.makedirs("out", exist_ok=True)
    with open("out/tracks.csv", "w", newline="") as fh:
        wr = csv.writer(fh)
        wr.writerow(["mmsi", "ts_utc", "lat", "lon", "sog", "cog", "heading", "nav_status"])
        for p in data.get("positions", []):
            wr.writerow([p.get(k) for k in ("mmsi", "ts", "lat", "lon", "sog", "cog", "hdg", "nav")])
    aton = get(f"{a.portal}/api/v2/aton?s={s}&w={w}&n={n}&e={e}", tok)
    feats = [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [x["lon"], x["lat"]]},
              "properties": {k: x.get(k) for k in ("name", "aton_type", "off_position", "virtual_aid")}}
             for x in aton.get("aids", [])]
    json.dump({"type": "FeatureCollection", "features": feats}, open("out/aton.geojson", "w"), indent=1)
    print(f"{len(data.get('positions', []))} positions, {len(feats)} aids")

if __name__ == "__main__":
    main()
