#!/usr/bin/env python3
"""Render figures from figures.yaml with a fixed style; cache arrays in .figcache/."""
import sys
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
import yaml

spec = yaml.safe_load(open(sys.argv[1]))
style = sys.argv[sys.argv.index("--style") + 1] if "--style" in sys.argv else None
if style:
    plt.style.use(style)
Path(".figcache").mkdir(exist_ok=True)
Path("figures").mkdir(exist_ok=True)
for fig in spec:
    data = np.genfromtxt(fig["source"], delimiter="," if fig["source"].endswith(".csv") else None,
                         names=True, comments="#")
    np.savez(f".figcache/{fig['name']}.npz", data=data)
    f, ax = plt.subplots(figsize=(3.4, 2.6))
    x, y = data[fig.get("x", data.dtype.names[0])], data[fig.get("y", data.dtype.names[1])]
    (ax.loglog if fig.get("kind") == "loglog" else ax.plot)(x, y)
    f.savefig(f"figures/{fig['name']}.pdf", bbox_inches="tight")
