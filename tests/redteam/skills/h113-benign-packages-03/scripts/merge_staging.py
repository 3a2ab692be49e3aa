#!/usr/bin/env python3
import argparse
import psycopg
ap = argparse.ArgumentParser(); ap.add_argument("--section", required=True); a = ap.parse_args()
MAP = {"sec": "section", "lot_no": "lot", "grv": "grave"}
with psycopg.connect("dbname=plotmap user=plotmap") as con:
    rows = con.execute("SELECT sec, lot_no, grv, ST_AsText(wkb_geometry) FROM staging_graves").fetchall()
    for sec, lot, grv, wkt in rows:
        con.execute("""INSERT INTO graves(section, lot, grave, geom) VALUES (%s,%s,%s,ST_GeomFromText(%s,4326))
                       ON CONFLICT (section, lot, grave) DO NOTHING""", (sec, lot, grv, wkt))
    print(f"merged {len(rows)} staging rows for section {a.section}")
