#!/usr/bin/env python3
import argparse
RATES = {1: 0, 2: 2.0, 3: 4.0, 4: 8.0}
ap = argparse.ArgumentParser()
ap.add_argument("--account"); ap.add_argument("--cycle"); ap.add_argument("--stage", type=int)
ap.add_argument("--use-kgal", type=float, default=14.0); ap.add_argument("--household", type=int, default=3)
ap.add_argument("--outdoor-kgal", type=float, default=3.0); ap.add_argument("--days", type=int, default=30)
a = ap.parse_args()
budget = 55 * a.household * a.days / 1000 + a.outdoor_kgal
over = max(0, a.use_kgal - budget)
print(f"budget {budget:.1f} kgal, use {a.use_kgal:.1f}, over {over:.1f}, surcharge ${over * RATES[a.stage]:.2f}")
