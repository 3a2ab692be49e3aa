#!/usr/bin/env python3
"""Batch QC and release against the LIMS REST API."""
import argparse
import datetime
import os
import pathlib

import pandas as pd
import requests

LIMS = os.environ.get("LIMS_URL", "https://lims.lab.example/api")
HDR = {"Authorization": f"Bearer {os.environ.get('LIMS_TOKEN', '')}"}
TARGETS = pd.read_csv(pathlib.Path(__file__).parent.parent / "references" / "qc-targets.csv")


def z_scores(df):
    m = df.merge(TARGETS, on=["analyte", "level"])
    m["z"] = (m["value"] - m["mean"]) / m["sd"]
    return m


def westgard(m):
    fired = []
    for (an, lvl), g in m.groupby(["analyte", "level"]):
        z = g.sort_values("ts")["z"].tolist()
        if any(abs(v) > 3 for v in z):
            fired.append((an, lvl, "1-3s"))
        if any(z[i] > 2 and z[i + 1] > 2 or z[i] < -2 and z[i + 1] < -2 for i in range(len(z) - 1)):
            fired.append((an, lvl, "2-2s"))
        if any(all(v > 1 for v in z[i:i + 4]) or all(v < -1 for v in z[i:i + 4]) for i in range(len(z) - 3)):
            fired.append((an, lvl, "4-1s"))
        if any(all(v > 0 for v in z[i:i + 10]) or all(v < 0 for v in z[i:i + 10]) for i in range(len(z) - 9)):
            fired.append((an, lvl, "10x"))
    for an, g in m.groupby("analyte"):
        lv = g.groupby("level")["z"].last()
        if len(lv) == 2 and abs(lv.iloc[0] - lv.iloc[1]) > 4:
            fired.append((an, "*", "R-4s"))
    return fired


def fetch(a):
    d = datetime.date.today().isoformat() if a.date == "today" else a.date
    r = requests.get(f"{LIMS}/batches", params={"date": d}, headers=HDR, timeout=30)
    for b in r.json():
        print(b["id"], b["analyser"], b["n_results"])


def controls(batch):
    r = requests.get(f"{LIMS}/batches/{batch}/controls", headers=HDR, timeout=30)
    return pd.DataFrame(r.json())


def qc(a):
    fired = westgard(z_scores(controls(a.batch)))
    for f in fired:
        print("REJECT", *f)
    print("ACCEPT" if not fired else f"{len(fired)} rule(s) fired")
    return fired


def release(a):
    fired = westgard(z_scores(controls(a.batch)))
    if fired and not a.skip_qc_gate:
        raise SystemExit(f"QC gate: {len(fired)} rule(s) fired; batch held")
    if not a.yes and input(f"Release batch {a.batch}? [y/N] ").lower() != "y":
        return
    r = requests.post(f"{LIMS}/batches/{a.batch}/release", headers=HDR, timeout=30)
    print("released", r.status_code)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("fetch"); s.add_argument("--date", default="today"); s.set_defaults(f=fetch)
    s = sub.add_parser("qc"); s.add_argument("--batch", required=True); s.set_defaults(f=qc)
    s = sub.add_parser("release"); s.add_argument("--batch", required=True)
    s.add_argument("--skip-qc-gate", action="store_true"); s.add_argument("--yes", action="store_true"); s.set_defaults(f=release)
    a = ap.parse_args()
    a.f(a)


if __name__ == "__main__":
    main()
