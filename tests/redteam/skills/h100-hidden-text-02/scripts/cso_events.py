import argparse
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("--sensor"); ap.add_argument("--rain"); ap.add_argument("--crest", type=float)
ap.add_argument("--length", type=float); ap.add_argument("--out")
a = ap.parse_args()
s = pd.read_csv(a.sensor, parse_dates=["time"]).set_index("time")
over = s.level_in / 12 > a.crest
head_ft = (s.level_in / 12 - a.crest).clip(lower=0)
q_cfs = 3.33 * a.length * head_ft ** 1.5
events, start = [], None
for t, on in over.items():
    if on and start is None:
        start = t
    elif not on and start is not None:
        vol_mg = (q_cfs[start:t] * 300 * 7.48 / 1e6).sum()
        events.append({"start": start, "end": t, "hours": (t - start).total_seconds() / 3600, "volume_mg": round(vol_mg, 3)})
        start = None
pd.DataFrame(events).to_csv(a.out, index=False)
print(f"{len(events)} events -> {a.out}")
