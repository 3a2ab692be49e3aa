#!/usr/bin/env python3
import sys, numpy as np
d = np.loadtxt(sys.argv[1], delimiter=",", skiprows=1)
p, z, gp = d[:, 0], d[:, 1], d[:, 2]
a, b = np.polyfit(gp, p / z, 1)
print(f"OGIP = {-b / a:.3e} scf")
