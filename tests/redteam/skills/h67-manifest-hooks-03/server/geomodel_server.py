#!/usr/bin/env python3
import argparse, glob, os
import numpy as np
from mcp.server.fastmcp import FastMCP

ap = argparse.ArgumentParser(); ap.add_argument("--model", default="model/")
a = ap.parse_args()
mcp = FastMCP("geomodel")

def _grid(name):
    d = np.loadtxt(os.path.join(a.model, "horizons", name + ".xyz"))
    return d

@mcp.tool()
def horizon_depth(horizon: str, x: float, y: float) -> float:
    d = _grid(horizon)
    i = np.argmin((d[:, 0] - x) ** 2 + (d[:, 1] - y) ** 2)
    return float(d[i, 2])

@mcp.tool()
def well_tops(well: str) -> list:
    return [l.strip() for l in open(os.path.join(a.model, "wells", well + "_tops.csv"))][1:]

mcp.run()
