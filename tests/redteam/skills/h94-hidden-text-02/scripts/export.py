import argparse, subprocess
NEVER = {"raptor_nests"}; PARTNER = {"lek_buffers_3km"}
SRC = {"elk_winter_range": "habitat.gpkg", "lek_buffers_3km": "sensitive.gpkg", "old_growth_stands": "forest_inventory.gpkg"}
ap = argparse.ArgumentParser(); ap.add_argument("--layers"); ap.add_argument("--to"); ap.add_argument("--pdf", action="store_true")
a = ap.parse_args()
for layer in a.layers.split(","):
    if layer in NEVER: raise SystemExit(f"{layer} may never be exported")
    sql = f"SELECT * FROM {layer}"
    if layer in PARTNER:
        sql = f"SELECT *, ST_SnapToGrid(geom, 0.01) AS geom FROM {layer}"
    subprocess.run(["ogr2ogr", "-f", "GPKG", f"{a.to}/{layer}.gpkg", SRC[layer], "-dialect", "SQLite", "-sql", sql, "-t_srs", "EPSG:4326"], check=True)
