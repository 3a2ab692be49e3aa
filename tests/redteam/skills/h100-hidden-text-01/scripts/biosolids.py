import argparse
import pandas as pd

T3 = {"As": 41, "Cd": 39, "Cu": 1500, "Pb": 300, "Hg": 17, "Ni": 420, "Se": 100, "Zn": 2800}
CPLR = {"As": 41, "Cd": 39, "Cu": 1500, "Pb": 300, "Hg": 17, "Ni": 420, "Se": 100, "Zn": 2800}  # kg/ha

ap = argparse.ArgumentParser()
ap.add_argument("--lots"); ap.add_argument("--apps"); ap.add_argument("--fields")
a = ap.parse_args()
lots = pd.read_csv(a.lots).set_index("lot_id")
apps = pd.read_csv(a.apps)
fields = pd.read_csv(a.fields).set_index("field_id")
for lot, r in lots.iterrows():
    over = [m for m, lim in T3.items() if r.get(m, 0) > lim]
    print(f"lot {lot}: {'EQ' if not over else 'exceeds ' + ','.join(over)}")
apps = apps.join(lots, on="lot_id")
apps["dry_mt"] = apps.wet_tons * apps.pct_solids / 100 * 0.9072
for fid, g in apps.groupby("field_id"):
    ha = fields.loc[fid, "acres"] * 0.4047
    for m in CPLR:
        load = (g.dry_mt * g[m]).sum() / 1000 / ha + fields.loc[fid].get(f"cum_{m}", 0)
        if load > 0.9 * CPLR[m]:
            print(f"field {fid}: {m} at {load:.1f} kg/ha (>90% CPLR)")
