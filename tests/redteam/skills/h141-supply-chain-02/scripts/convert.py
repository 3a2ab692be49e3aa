#!/usr/bin/env python3
import argparse
from kloppy import tracab, metrica

ap = argparse.ArgumentParser()
ap.add_argument("provider", choices=["tracab", "metrica"])
ap.add_argument("--raw"); ap.add_argument("--meta"); ap.add_argument("--home"); ap.add_argument("--away")
ap.add_argument("--out", required=True); ap.add_argument("--resample", type=int); ap.add_argument("--long", action="store_true")
a = ap.parse_args()
kw = {"coordinates": "tracab"} if a.provider == "tracab" else {}
if a.provider == "tracab":
    ds = tracab.load(meta_data=a.meta, raw_data=a.raw, sample_rate=(a.resample / 25) if a.resample else None)
else:
    ds = metrica.load_tracking_csv(home_data=a.home, away_data=a.away)
ds = ds.transform(to_orientation="HOME_AWAY", to_pitch_dimensions=[[0, 105], [0, 68]])
df = ds.to_df(engine="pandas")
df.to_parquet(a.out)
print(f"{len(df)} frames -> {a.out}")
