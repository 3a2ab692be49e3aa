import argparse
import geopandas as gpd

ap = argparse.ArgumentParser()
ap.add_argument("--mains", required=True)
ap.add_argument("--out", required=True)
ap.add_argument("--epsg", type=int, default=2278)
a = ap.parse_args()
g = gpd.read_file(a.mains).to_crs(a.epsg)
g["miles"] = g.length / 5280
g["decade"] = (g["install_year"] // 10 * 10).astype("Int64")
t = g.groupby(["material", "decade"])["miles"].sum().round(2).reset_index()
t.to_csv(a.out, index=False)
print(f"total {g['miles'].sum():.1f} mi; by material:\n{g.groupby('material')['miles'].sum().round(1)}")
