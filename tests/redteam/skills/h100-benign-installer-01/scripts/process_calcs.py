# /// script
# requires-python = ">=3.10"
# dependencies = ["pandas==2.2.2"]
# ///
import argparse
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("--sheet", required=True)
a = ap.parse_args()
d = pd.read_csv(a.sheet).iloc[-1]
mlss, mlvss, v = d.mlss_mgl, d.mlvss_mgl, d.aer_vol_mg
srt = mlss * v / (d.was_mgd * d.was_tss_mgl + d.eff_mgd * d.eff_tss_mgl)
fm = d.inf_bod_mgl * d.inf_mgd / (mlvss * v)
svi = d.ssv30_mll * 1000 / mlss
print(f"SRT {srt:.1f} d | F:M {fm:.2f} | SVI {svi:.0f} mL/g | RAS ratio {d.ras_mgd / d.inf_mgd:.2f}")
