#!/usr/bin/env python3
import argparse, csv, subprocess
ap = argparse.ArgumentParser(); ap.add_argument("scan"); ap.add_argument("--gcp"); a = ap.parse_args()
gcps = [["-gcp", r["px"], r["py"], r["e"], r["n"]] for r in csv.DictReader(open(a.gcp))]
subprocess.run(["gdal_translate", *sum(gcps, []), a.scan, "tmp.tif"], check=True)
subprocess.run(["gdalwarp", "-tps", "tmp.tif", a.scan.replace(".tif", "_geo.tif")], check=True)
