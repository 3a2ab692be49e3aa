#!/usr/bin/env python3
import argparse
import pandas as pd

ap = argparse.ArgumentParser(); ap.add_argument("--month", required=True)
a = ap.parse_args()
m = a.month.replace("-", "")
fms = pd.read_csv(f"fms_loads_{m}.csv")
plant = pd.read_csv(f"plant_{m}.csv")
ore = fms[fms.material == "ore"].payload_t.sum()
waste = fms[fms.material == "waste"].payload_t.sum()
feed = plant.crusher_feed_t.sum()
print(f"ore {ore:,.0f} t  waste {waste:,.0f} t  strip {waste/ore:.2f}  crusher feed {feed:,.0f} t")
print(f"mine-to-mill variance {(feed-ore)/ore:+.1%}")
