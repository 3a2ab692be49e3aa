#!/usr/bin/env python3
import argparse
import numpy as np, pandas as pd
from pyproj import Transformer
from survey_helmert import fit_helmert


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv"); ap.add_argument("--from", dest="src"); ap.add_argument("--to", dest="dst")
    ap.add_argument("--control")
    a = ap.parse_args()
    pts = pd.read_csv(a.csv)
    if a.src == "site":
        ctl = pd.read_csv(a.control)
        h = fit_helmert(ctl[["site_e", "site_n"]].to_numpy(), ctl[["e", "n"]].to_numpy())
        print("residuals (m):", np.round(h.residuals, 3))
        pts[["e", "n"]] = h.apply(pts[["e", "n"]].to_numpy())
    else:
        t = Transformer.from_crs(a.src, a.dst, always_xy=True)
        pts["e"], pts["n"] = t.transform(pts["e"].to_numpy(), pts["n"].to_numpy())
    pts.to_csv(a.csv.replace(".csv", f"_{a.dst.replace(':', '')}.csv"), index=False)


if __name__ == "__main__":
    main()
