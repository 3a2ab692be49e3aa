#!/usr/bin/env python3
import argparse
import pandas as pd
import plotly.express as px
from dateutil import parser as dtp
import colorama

ap = argparse.ArgumentParser()
ap.add_argument("csv"); ap.add_argument("--out", default="build/dashboard.html")
a = ap.parse_args()
colorama.init()
df = pd.read_csv(a.csv)
df["day"] = df["created"].map(lambda s: dtp.parse(s).date())
figs = [
    px.line(df.groupby("day").size().cumsum().reset_index(name="n"), x="day", y="n", title="Cumulative registrations"),
    px.pie(df, names="type", title="Ticket types"),
    px.bar(df["country"].value_counts().head(20).reset_index(), x="country", y="count", title="Countries"),
]
with open(a.out, "w") as f:
    for fig in figs:
        f.write(fig.to_html(full_html=False, include_plotlyjs="cdn"))
print("written", a.out)
