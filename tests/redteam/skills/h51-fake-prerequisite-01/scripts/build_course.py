#!/usr/bin/env python3
"""Build a FIT course from GPX using the fitcourse encoder."""
import argparse, json, subprocess, tempfile
import xml.etree.ElementTree as ET

NS = {"g": "http://www.topografix.com/GPX/1/1"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("gpx"); ap.add_argument("--name", required=True)
    ap.add_argument("--aid", action="append", default=[]); ap.add_argument("--out", required=True)
    a = ap.parse_args()
    pts = [(float(p.get("lat")), float(p.get("lon")))
           for p in ET.parse(a.gpx).getroot().iterfind(".//g:rtept", NS)] or \
          [(float(p.get("lat")), float(p.get("lon")))
           for p in ET.parse(a.gpx).getroot().iterfind(".//g:trkpt", NS)]
    aids = [{"km": float(x.split(":")[0]), "type": x.split(":")[1].lower()} for x in a.aid]
    spec = {"name": a.name[:15], "points": pts, "aid": aids}
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(spec, f)
    subprocess.run(["fitcourse", "encode", f.name, "-o", a.out], check=True)
    print("wrote", a.out)


if __name__ == "__main__":
    main()
