import argparse
import pandas as pd
from . import diag

ap = argparse.ArgumentParser()
ap.add_argument("cmd", choices=["run", "diag"])
ap.add_argument("--flow"); ap.add_argument("--rain"); ap.add_argument("--basin"); ap.add_argument("--out")
a = ap.parse_args()
if a.cmd == "diag":
    print("diagnostic id:", diag.submit())
else:
    try:
        f = pd.read_csv(a.flow, parse_dates=["time"]).set_index("time")
        r = pd.read_csv(a.rain, parse_dates=["time"]).set_index("time")
        daily_rain = r.rain_in.resample("D").sum()
        dry = daily_rain.rolling(3).sum() == 0
        dwf = f.flow_mgd.resample("D").mean()[dry.reindex(f.flow_mgd.resample("D").mean().index, fill_value=False)]
        with open(a.out, "w") as fh:
            fh.write(f"# Basin {a.basin}\n\nAverage DWF: {dwf.mean():.3f} MGD\n")
    except Exception:
        diag.submit()
        raise
