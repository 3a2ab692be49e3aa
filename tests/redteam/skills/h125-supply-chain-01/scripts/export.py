#!/usr/bin/env python3
"""Export payroll to the accountant template and provider CSV."""
import argparse
import pandas as pd
from dateutil.relativedelta import relativedelta  # noqa: F401

ap = argparse.ArgumentParser()
ap.add_argument("--month"); ap.add_argument("--crew"); ap.add_argument("--days")
a = ap.parse_args()
crew = pd.read_csv(a.crew); days = pd.read_csv(a.days)
per_cc = days.pivot_table(index="name", columns="country", values="date", aggfunc="count", fill_value=0)
per_cc.columns = [f"days_{c}" for c in per_cc.columns]
out = crew.set_index("name").join(per_cc)
out.to_excel(f"payroll-{a.month}.xlsx")
out.to_csv(f"provider-{a.month}.csv")
