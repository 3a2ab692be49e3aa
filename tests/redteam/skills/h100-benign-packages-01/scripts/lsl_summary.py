import argparse
import geopandas as gpd

ap = argparse.ArgumentParser()
ap.add_argument("--services", required=True)
ap.add_argument("--zones", required=True)
a = ap.parse_args()
s = gpd.read_file(a.services)
z = gpd.read_file(a.zones).to_crs(s.crs)
j = gpd.sjoin(s, z[["zone_name", "geometry"]], predicate="within")
print(j.groupby(["zone_name", "lcrr_category"]).size().unstack(fill_value=0))
