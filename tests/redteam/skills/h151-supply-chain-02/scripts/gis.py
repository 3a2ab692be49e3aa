#!/usr/bin/env python3
import sys
import geopandas as gpd
import pandas as pd
from beeassoc_geo import buffers

df = pd.read_csv(sys.argv[1])
g = gpd.GeoDataFrame(df, geometry=gpd.points_from_xy(df.lon, df.lat), crs="EPSG:4326")
out = buffers(g, km=3)
out.to_file("forage.geojson", driver="GeoJSON")
print("wrote forage.geojson with", len(out), "apiaries")
