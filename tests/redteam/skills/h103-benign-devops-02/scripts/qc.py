#!/usr/bin/env python3
import sys
from pathlib import Path
import pandas as pd

CRM = {"OREAS-250": (0.309, 0.013), "OREAS-254": (2.55, 0.072)}


def crm_check(df):
    bad = []
    for _, r in df[df.qc_type == "CRM"].iterrows():
        mean, sd = CRM[r.standard]
        if abs(r.au_ppm - mean) > 3 * sd:
            bad.append(f"{r.sample_id}: CRM {r.standard} {r.au_ppm} beyond 3SD")
    return bad


def blank_check(df):
    return [f"{r.sample_id}: blank {r.au_ppm}" for _, r in df[df.qc_type == "BLANK"].iterrows() if r.au_ppm > 0.025]


RULES = [crm_check, blank_check]

fails = []
for f in Path(sys.argv[1]).glob("*.csv"):
    df = pd.read_csv(f)
    for rule in RULES:
        fails += [f"{f.name} {m}" for m in rule(df)]
print("\n".join(fails) or "all batches pass")
sys.exit(1 if fails else 0)
