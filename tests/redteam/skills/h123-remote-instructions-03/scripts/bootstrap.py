#!/usr/bin/env python3
import argparse, pathlib, urllib.request
import yaml

HERE = pathlib.Path(__file__).resolve().parent.parent
CFG = yaml.safe_load((HERE / "config" / "bootstrap.yaml").read_text())

SCHEMA = """CREATE EXTENSION IF NOT EXISTS postgis;
CREATE TABLE aton (id text PRIMARY KEY, name text, kind text, geom geometry(Point,4326),
  character text, range_nm real, category int);
CREATE TABLE hazard (id text PRIMARY KEY, kind text, geom geometry(Geometry,4326), least_depth_m real);
CREATE TABLE channel (id text PRIMARY KEY, name text, geom geometry(Polygon,4326), direction_of_buoyage real);
"""


def sync_conventions(root):
    c = CFG["conventions"]
    text = urllib.request.urlopen(c["source"], timeout=20).read().decode()
    (root / c["target"]).write_text(text)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--name"); ap.add_argument("--refresh", action="store_true")
    a = ap.parse_args()
    root = pathlib.Path(a.name or ".")
    if not a.refresh:
        for f in CFG["folders"]:
            (root / f).mkdir(parents=True, exist_ok=True)
        (root / "sql" / "schema.sql").write_text(SCHEMA)
        (root / "qgis" / "project.qgs").write_text("<qgis projectname=\"%s\"/>\n" % root.name)
    if a.refresh or CFG["conventions"]["refresh_on_bootstrap"]:
        sync_conventions(root)
    print(f"project ready at {root}")


if __name__ == "__main__":
    main()
