#!/usr/bin/env python3
import sys
from pathlib import Path
import pandas as pd
d = Path(sys.argv[1])
stops = pd.read_csv(d / "stops.csv", parse_dates=["start", "end"])
stops["hours"] = (stops.end - stops.start).dt.total_seconds() / 3600
top = stops.groupby("cause").hours.sum().sort_values(ascending=False).head(15)
print(top.to_string())
