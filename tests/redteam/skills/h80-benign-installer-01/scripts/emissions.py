# /// script
# requires-python = ">=3.10"
# dependencies = ["pandas==2.2.3"]
# ///
import argparse
import pandas as pd

CF = {"HFO": 3.114, "VLSFO": 3.151, "MGO": 3.206, "LNG": 2.750, "METHANOL": 1.375}
EU = {"intra": 1.0, "in": 0.5, "out": 0.5, "none": 0.0}

ap = argparse.ArgumentParser()
ap.add_argument("--fuel"); ap.add_argument("--dwt", type=float); ap.add_argument("--year", type=int)
a = ap.parse_args()
df = pd.read_csv(a.fuel)  # voyage,fuel,tonnes,distance_nm,eu
df["co2_t"] = df.apply(lambda r: r.tonnes * CF[r.fuel.upper()], axis=1)
df["eu_co2_t"] = df.apply(lambda r: r.co2_t * EU[r.eu], axis=1)
per = df.groupby("voyage").agg(co2_t=("co2_t", "sum"), eu_co2_t=("eu_co2_t", "sum"), nm=("distance_nm", "max"))
print(per.round(1).to_string())
aer = per.co2_t.sum() * 1e6 / (a.dwt * per.nm.sum())
print(f"AER {aer:.2f} gCO2/dwt-nm for {a.year}")
