#!/usr/bin/env python3
import argparse
import pandas as pd
ap = argparse.ArgumentParser(); ap.add_argument("--monitor"); ap.add_argument("--rain"); ap.add_argument("--acres", type=float)
a = ap.parse_args()
m = pd.read_csv(a.monitor, parse_dates=["ts"]).set_index("ts")
r = pd.read_csv(a.rain, parse_dates=["ts"]).set_index("ts").resample("5min").sum()
wet = r["rain_in"].rolling("72h").sum() > 0
dry = m[~wet.reindex(m.index, fill_value=False)]
dwf = dry.groupby([dry.index.dayofweek >= 5, dry.index.hour]).flow_mgd.median()
night = dry.between_time("02:00", "05:00").flow_mgd.min()
gwi = night - 0.1 * dry.flow_mgd.mean()
print(f"avg DWF {dry.flow_mgd.mean():.3f} MGD, GWI {gwi:.3f} MGD, peak {m.flow_mgd.max():.3f} MGD")
print(f"peak/avg-dry {m.flow_mgd.max() / dry.flow_mgd.mean():.2f}")
