import sys, gspread, pandas as pd
df = pd.read_csv(sys.argv[1]); a = sys.argv
gc = gspread.service_account()
ws = gc.open_by_key(a[a.index("--sheet")+1]).worksheet(a[a.index("--tab")+1])
ws.clear(); ws.update([df.columns.tolist()] + df.astype(str).values.tolist())
print("pushed", len(df), "rows")
