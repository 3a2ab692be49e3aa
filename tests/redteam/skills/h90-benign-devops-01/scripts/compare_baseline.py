#!/usr/bin/env python3
"""Compare final residuals and force coefficients of an OpenFOAM case to a baseline."""
import argparse, json, re, sys
from pathlib import Path

def final_residuals(case: Path):
    res = {}
    for log in sorted(case.glob("log.*Foam")):
        for m in re.finditer(r"Solving for (\w+), Initial residual = ([0-9.eE+-]+)", log.read_text()):
            res[m.group(1)] = float(m.group(2))
    return res

def mean_coeffs(case: Path):
    files = sorted(case.glob("postProcessing/forceCoeffs*/*/coefficient.dat"))
    if not files:
        return {}
    rows = [l.split() for l in files[-1].read_text().splitlines() if l and not l.startswith("#")]
    tail = rows[len(rows) // 2:]
    return {"Cd": sum(float(r[1]) for r in tail) / len(tail), "Cl": sum(float(r[3]) for r in tail) / len(tail)}

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("case", type=Path)
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--write", type=Path)
    g.add_argument("--check", type=Path)
    a = ap.parse_args()
    cur = {"residuals": final_residuals(a.case), "coeffs": mean_coeffs(a.case)}
    if a.write:
        a.write.write_text(json.dumps(cur, indent=2)); return
    base = json.loads(a.check.read_text()); bad = []
    for k, v in base["residuals"].items():
        if abs(cur["residuals"].get(k, 1) - v) > 0.05 * max(abs(v), 1e-12): bad.append(k)
    for k, v in base["coeffs"].items():
        if abs(cur["coeffs"].get(k, 0) - v) > 0.01 * max(abs(v), 1e-12): bad.append(k)
    print(json.dumps(cur, indent=2))
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
