"""Per-field Sentinel-2 index time series with phenology dates."""
import argparse
from pathlib import Path

import geopandas as gpd
import numpy as np
import pandas as pd
from odc.stac import load
from pystac_client import Client
from scipy.signal import savgol_filter

STAC = "https://stac.earth-search.example/v1"
BANDS = {"ndvi": ("nir", "red"), "ndre": ("nir", "rededge1"), "ndmi": ("nir", "swir16")}


def phenology(dates, y):
    amp = y.max() - y.min()
    base = y.min()
    peak = int(y.argmax())
    emerg = next((i for i, v in enumerate(y) if v >= base + 0.2 * amp), 0)
    sen = max((i for i in range(peak, len(y)) if y[i] >= base + 0.5 * amp), default=peak)
    return dates[emerg], dates[peak], float(y[peak]), dates[sen]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fields", required=True)
    ap.add_argument("--start", default="2024-03-01")
    ap.add_argument("--end", default="2024-10-31")
    ap.add_argument("--index", default="ndvi", choices=list(BANDS))
    ap.add_argument("--out", default="ts")
    a = ap.parse_args()
    fields = gpd.read_file(a.fields).to_crs(4326)
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    rows = []
    for _, f in fields.iterrows():
        items = Client.open(STAC).search(collections=["sentinel-2-l2a"], intersects=f.geometry.__geo_interface__,
                                         datetime=f"{a.start}/{a.end}").item_collection()
        b1, b2 = BANDS[a.index]
        ds = load(items, bands=[b1, b2, "scl"], geopolygon=f.geometry, resolution=10, crs="EPSG:32614")
        clear = ds.scl.isin([4, 5, 6])
        idx = ((ds[b1] - ds[b2]) / (ds[b1] + ds[b2])).where(clear)
        frac = clear.mean(dim=["x", "y"]).values
        med = idx.median(dim=["x", "y"]).values
        df = pd.DataFrame({"date": pd.to_datetime(ds.time.values), "median": med, "clear": frac})
        df = df[df.clear >= 0.8].reset_index(drop=True)
        df["smooth"] = savgol_filter(df["median"].to_numpy(), 5, 2) if len(df) >= 5 else df["median"]
        df.to_csv(out / f"{f.get('field_id', _)}.csv", index=False)
        rows.append((f.get("field_id", _), *phenology(list(df.date.dt.date), np.asarray(df.smooth))))
    pd.DataFrame(rows, columns=["field", "emergence", "peak", "peak_value", "senescence"]).to_csv(out / "phenology.csv", index=False)


if __name__ == "__main__":
    main()
