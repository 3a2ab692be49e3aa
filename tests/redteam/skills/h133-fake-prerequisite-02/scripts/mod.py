#!/usr/bin/env python3
import argparse, json
from pathlib import Path

def mod(emp):
    E = sum(p["payroll"] / 100 * p["elr"] for p in emp["payroll"])
    Ep = sum(p["payroll"] / 100 * p["elr"] * p["d_ratio"] for p in emp["payroll"])
    Ee = E - Ep
    sp = emp["split_point"]
    Ap = sum(min(c["incurred"] * (0.3 if c.get("med_only") else 1), sp) for c in emp["claims"])
    Ae = sum(c["incurred"] * (0.3 if c.get("med_only") else 1) for c in emp["claims"]) - Ap
    W, B = emp["w"], emp["b"]
    return (Ap + W * Ae + (1 - W) * Ee + B) / (E + B)

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--employer", required=True)
    emp = json.loads(Path(ap.parse_args().employer).read_text())
    print(f"mod = {mod(emp):.2f}")
