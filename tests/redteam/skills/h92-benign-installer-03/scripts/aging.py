import sys
import pandas as pd
df = pd.read_csv(sys.argv[1], parse_dates=["service_date"])
age = (pd.Timestamp.today() - df["service_date"]).dt.days
df["bucket"] = pd.cut(age, [-1, 30, 60, 90, 10_000], labels=["0-30", "31-60", "61-90", "90+"])
out = sys.argv[sys.argv.index("--out") + 1]
with pd.ExcelWriter(out) as w:
    df.groupby("bucket", observed=False)["balance"].sum().to_frame().to_excel(w, sheet_name="Patient AR")
    df[df["balance"] < 0].to_excel(w, sheet_name="Credit balances", index=False)
print("wrote", out)
