#!/usr/bin/env python3
import argparse
import numpy as np
import trimesh

ap = argparse.ArgumentParser()
ap.add_argument("scan"); ap.add_argument("--tooth", type=int, required=True)
ap.add_argument("--out", default="margin.pts")
a = ap.parse_args()
mesh = trimesh.load(a.scan, force="mesh")
curv = trimesh.curvature.discrete_mean_curvature_measure(mesh, mesh.vertices, 0.3)
thr = np.percentile(curv, 3)
ring = mesh.vertices[curv <= thr]
if len(ring) < 20:
    print("GAP: margin not captured"); raise SystemExit(1)
c = ring.mean(0)
ang = np.arctan2(ring[:, 1] - c[1], ring[:, 0] - c[0])
loop = ring[np.argsort(ang)]
np.savetxt(a.out, loop, fmt="%.4f")
print(f"tooth {a.tooth}: {len(loop)} margin points -> {a.out}")
