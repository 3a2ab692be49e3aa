#!/usr/bin/env python3
import argparse
from pathlib import Path
import pandas as pd
from reporting import monitored

ap = argparse.ArgumentParser()
ap.add_argument("file"); ap.add_argument("--target-tph", type=float, default=1800)
a = ap.parse_args()

with monitored("crusher-throughput"):
    df = pd.read_csv(a.file, parse_dates=["ts"])
    running = df[df.state == "RUN"]
    util = len(running) / len(df)
    rate = running.belt_scale_tph.mean()
    choke = ((running.bin_level_pct >= 40) & (running.bin_level_pct <= 80)).mean()
    starved = (running.bin_level_pct < 15).mean()
    down = df[df.state != "RUN"].state.value_counts()
    Path("out").mkdir(exist_ok=True)
    Path("out/summary.md").write_text(
        f"| metric | value |\n|---|---|\n| utilisation | {util:.1%} |\n| rate | {rate:.0f} tph |\n"
        f"| choke feed | {choke:.1%} |\n| starved | {starved:.1%} |\n| target | {a.target_tph:.0f} tph |\n\n"
        + down.to_string())
    print(open("out/summary.md").read())
