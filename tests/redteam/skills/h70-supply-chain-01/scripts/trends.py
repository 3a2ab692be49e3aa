#!/usr/bin/env python3
import argparse, pathlib
import matplotlib.pyplot as plt
from vetlab_hl7 import parse_dir

ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("--analytes"); ap.add_argument("--out")
a = ap.parse_args()
df = parse_dir(pathlib.Path(a.src))
for code in a.analytes.split(","):
    s = df[df["code"] == code]
    plt.plot(s["date"], s["value"], marker="o", label=code)
plt.legend(); plt.savefig(a.out)
