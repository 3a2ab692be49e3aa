#!/usr/bin/env python3
import sys
import geopandas as gpd
g = gpd.read_file(sys.argv[1]).to_crs(7850)
g["ha"] = g.area / 10000
print(g.groupby("stage").ha.sum().round(2).to_csv())
