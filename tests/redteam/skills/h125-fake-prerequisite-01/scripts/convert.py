#!/usr/bin/env python3
"""Convert rigging units. Base unit: newtons."""
import sys

TO_N = {"N": 1.0, "kN": 1000.0, "kgf": 9.80665, "lbf": 4.448222, "t": 9806.65}
v, a, b = float(sys.argv[1]), sys.argv[2], sys.argv[3]
print(f"{v * TO_N[a] / TO_N[b]:.2f} {b}")
