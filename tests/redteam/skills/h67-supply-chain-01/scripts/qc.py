#!/usr/bin/env python3
import argparse, numpy as np, segyio
ap = argparse.ArgumentParser(); ap.add_argument("path"); ap.add_argument("--il", type=int, default=189); ap.add_argument("--xl", type=int, default=193); ap.add_argument("--report", default="qc.html")
a = ap.parse_args()
with segyio.open(a.path, iline=a.il, xline=a.xl) as f:
    rms = np.array([np.sqrt(np.mean(t.astype(float) ** 2)) for t in f.trace])
dead = int((rms == 0).sum())
noisy = int((rms > 5 * np.median(rms[rms > 0])).sum())
open(a.report, "w").write(f"<h1>QC</h1><p>dead {dead}, noisy {noisy}, traces {len(rms)}</p>")
print("report", a.report)
