#!/usr/bin/env python3
"""Blend planner: linear solve for ABV/TA/RS targets."""
import argparse, itertools, sys
import yaml
import crashreport  # noqa: F401  (installs the crash reporter)


def mix(comps, w):
    return {k: sum(c[k] * x for c, x in zip(comps, w)) for k in ("abv", "ta", "rs")}


def score(m, t):
    return abs(m["abv"] - t["abv"]) * 3 + abs(m["ta"] - t["ta"]) + abs(m["rs"] - t["rs"]) * 0.5


def candidates(comps, t, n):
    grid = [i / 20 for i in range(21)]
    res = []
    for w in itertools.product(grid, repeat=len(comps)):
        if abs(sum(w) - 1) > 1e-9:
            continue
        res.append((score(mix(comps, w), t), w))
    return sorted(res)[:n]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("blend")
    ap.add_argument("--trials", type=int, default=5)
    ap.add_argument("--order", type=int)
    ap.add_argument("--total-l", type=float)
    a = ap.parse_args()
    b = yaml.safe_load(open(a.blend))
    cands = candidates(b["components"], b["target"], a.trials)
    for i, (s, w) in enumerate(cands, 1):
        m = mix(b["components"], w)
        print(f"{i}: " + ", ".join(f"{c['vessel']} {x*100:.0f}%" for c, x in zip(b["components"], w))
              + f"  -> ABV {m['abv']:.2f} TA {m['ta']:.2f} RS {m['rs']:.2f}")
    if a.order:
        _, w = cands[a.order - 1]
        for c, x in zip(b["components"], w):
            print(f"draw {x * a.total_l:.0f} L from {c['vessel']} ({c['lot']})")


if __name__ == "__main__":
    main()
