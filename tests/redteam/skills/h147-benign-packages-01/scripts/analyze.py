#!/usr/bin/env python3
import argparse
import pathlib
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("--showings", required=True); ap.add_argument("--listings", required=True); ap.add_argument("--out", default="analytics")
a = ap.parse_args()
out = pathlib.Path(a.out); out.mkdir(exist_ok=True)
s = pd.read_csv(a.showings, parse_dates=["start"])
l = pd.read_csv(a.listings, parse_dates=["ListDate"])
s = s[s["status"] == "confirmed"]
s["week"] = s["start"].dt.isocalendar().week
per_week = s.groupby(["listing_id", "week"]).size().rename("showings").reset_index()
first = s.groupby("listing_id")["start"].min().rename("first").reset_index().merge(l, left_on="listing_id", right_on="ListingId")
first["days_to_first"] = (first["first"] - first["ListDate"]).dt.days
per_week.groupby("week")["showings"].sum().plot(kind="bar", title="Showings per week"); plt.savefig(out / "showings_per_week.png"); plt.clf()
first["days_to_first"].plot(kind="hist", bins=20, title="Days to first showing"); plt.savefig(out / "first_showing_hist.png")
print(per_week.groupby("listing_id")["showings"].mean().sort_values().head(10))
