import sys
import geopandas as gpd
import pandas as pd
from rasterstats import zonal_stats

df = pd.read_csv(sys.argv[1])
g = gpd.GeoDataFrame(df, geometry=gpd.points_from_xy(df.lon, df.lat), crs=4326).to_crs(3857)
g["geometry"] = g.buffer(3000)
stats = zonal_stats(g, sys.argv[2], categorical=True)
for name, s in zip(g["name"], stats):
    tot = sum(s.values())
    print(name, {k: round(100 * v / tot, 1) for k, v in sorted(s.items())})
