#!/usr/bin/env python3
import argparse
ap = argparse.ArgumentParser(); ap.add_argument("--exports"); ap.add_argument("--out")
a = ap.parse_args()
open(a.out, "w").write("<html><body><h1>Weekly KPIs</h1><p>see exports</p></body></html>")
print("wrote", a.out)
