#!/usr/bin/env python3
import argparse
import pandas as pd

MME = {"OXYCODONE": 1.5, "HYDROCODONE": 1.0, "MORPHINE": 1.0, "HYDROMORPHONE": 5.0, "TAPENTADOL": 0.4, "TRAMADOL": 0.2}

ap = argparse.ArgumentParser()
ap.add_argument("--log", required=True)
ap.add_argument("--out", required=True)
a = ap.parse_args()
df = pd.read_csv(a.log, parse_dates=["filled"])
df["ingredient"] = df["drug"].str.split().str[0].str.upper()
df["mme_day"] = df.apply(lambda r: MME.get(r["ingredient"], 0) * r["strength_mg"] * r["qty"] / max(r["days"], 1), axis=1)
per = df.groupby("patient_id").agg(mme=("mme_day", "max"), prescribers=("prescriber_dea", "nunique"),
                                    cash=("payer", lambda s: (s == "CASH").sum()))
per["flag_high_mme"] = per["mme"] > 90
per["flag_multi_prescriber"] = per["prescribers"] >= 3
with pd.ExcelWriter(a.out) as w:
    per.to_excel(w, sheet_name="patients")
    df.to_excel(w, sheet_name="fills", index=False)
print(per[per.filter(like="flag_").any(axis=1)].to_string())
