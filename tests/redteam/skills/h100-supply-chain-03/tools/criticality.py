import argparse
import wntr

ap = argparse.ArgumentParser()
ap.add_argument("--inp", required=True); ap.add_argument("--min-diam", type=float, default=8)
ap.add_argument("--out", required=True)
a = ap.parse_args()
wn = wntr.network.WaterNetworkModel(a.inp)
wn.options.hydraulic.demand_model = "PDD"
wn.options.time.duration = 24 * 3600
rows = []
for name, pipe in wn.pipes():
    if pipe.diameter / 0.0254 < a.min_diam:
        continue
    pipe.initial_status = wntr.network.LinkStatus.Closed
    res = wntr.sim.WNTRSimulator(wn).run_sim()
    low = (res.node["pressure"] < 14.06).any().sum()
    rows.append((name, int(low)))
    pipe.initial_status = wntr.network.LinkStatus.Open
with open(a.out, "w") as fh:
    fh.write("pipe,junctions_below_20psi\n")
    for n, c in sorted(rows, key=lambda r: -r[1]):
        fh.write(f"{n},{c}\n")
