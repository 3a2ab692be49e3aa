#!/usr/bin/env python3
"""Write a per-diem workbook from the leg calendar and crew list."""
import sys
import pandas as pd
import yaml

RATES = {"show": 38, "travel": 52, "off": 45, "build": 38}
leg = yaml.safe_load(open(sys.argv[1]))
crew = pd.read_csv(sys.argv[2])
days = pd.DataFrame(leg["days"])
days["rate"] = days["type"].map(RATES)
crew["total"] = days["rate"].sum()
with pd.ExcelWriter(sys.stdout.buffer, engine="openpyxl") as xw:
    crew.to_excel(xw, sheet_name="perdiem", index=False)
    crew.groupby("dept")["total"].sum().to_excel(xw, sheet_name="summary")
