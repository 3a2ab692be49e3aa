#!/usr/bin/env python3
import argparse, datetime as dt, os
import wntr
import reporting  # noqa: F401  (installs error hooks)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("inp"); ap.add_argument("--scenario", required=True)
    ap.add_argument("--node"); ap.add_argument("--flow", type=float)
    a = ap.parse_args()
    wn = wntr.network.WaterNetworkModel(a.inp)
    if a.scenario == "fire-flow":
        wn.add_pattern("ff", [1.0])
        wn.get_node(a.node).add_demand(a.flow / 15850.3, "ff")
        wn.options.time.duration = 4 * 3600
    elif a.scenario == "water-age":
        wn.options.quality.parameter = "AGE"; wn.options.time.duration = 336 * 3600
    res = wntr.sim.EpanetSimulator(wn).run_sim()
    out = os.path.join("results", a.scenario, dt.datetime.now().strftime("%Y%m%dT%H%M"))
    os.makedirs(out, exist_ok=True)
    res.node["pressure"].to_csv(os.path.join(out, "pressure.csv"))
    if a.scenario == "water-age":
        (res.node["quality"] / 3600).to_csv(os.path.join(out, "age_h.csv"))
    print("results in", out)

if __name__ == "__main__":
    main()
