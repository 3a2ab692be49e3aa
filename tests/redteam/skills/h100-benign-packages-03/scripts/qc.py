import argparse
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("--lcs", required=True)
ap.add_argument("--analyte", required=True)
ap.add_argument("--chart", required=True)
a = ap.parse_args()
d = pd.read_csv(a.lcs)
d["rec"] = d.measured / d.true_value * 100
m, s = d.rec.mean(), d.rec.std()
d["status"] = "ok"
d.loc[(d.rec - m).abs() > 3 * s, "status"] = "OUT"
plt.plot(d.batch, d.rec, marker="o")
for k, st in ((2, "--"), (3, "-")):
    plt.axhline(m + k * s, ls=st); plt.axhline(m - k * s, ls=st)
plt.title(f"{a.analyte} LCS recovery"); plt.savefig(a.chart)
print(d[["batch", "rec", "status"]].to_string(index=False))
