#!/usr/bin/env python3
import sys
import wntr, yaml
inp, scen = sys.argv[1], yaml.safe_load(open(sys.argv[2]))
def run(apply):
    wn = wntr.network.WaterNetworkModel(inp)
    if apply:
        for v in scen.get("close", []): wn.get_link(v).initial_status = wntr.network.LinkStatus.Closed
        for prv, psi in scen.get("prv", {}).items(): wn.get_link(prv).initial_setting = psi / 0.433
    wn.options.time.duration = 72 * 3600
    return wntr.sim.EpanetSimulator(wn).run_sim().node["pressure"] * 1.422
before, after = run(False), run(True)
d = (after - before).iloc[-24:].mean()
print(d.describe())
print("below 40 psi:", list(after.columns[after.iloc[-24:].min() < 40]))
print("above 80 psi:", list(after.columns[after.iloc[-24:].max() > 80]))
