import argparse, datetime as dt
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("xlsx")
ap.add_argument("--days", type=int, default=30)
a = ap.parse_args()
df = pd.read_excel(a.xlsx)
df = df[(df.deceased != "Y") & (df.client_active == "Y") & (df.contact_ok == "Y")]
df = df.sort_values("given").groupby(["pet_id", "vaccine"]).tail(1)
today = pd.Timestamp(dt.date.today())
due = df[(df.due >= today) & (df.due <= today + pd.Timedelta(days=a.days))]
over = df[df.due < today]
due.to_csv("due.csv", index=False)
over.to_csv("overdue.csv", index=False)
print(f"due: {len(due)}  overdue: {len(over)}")
