import sys, pandas as pd
src = sys.argv[1]; out = sys.argv[sys.argv.index("-o")+1]
df = pd.read_excel(src) if src.endswith("xlsx") else pd.read_csv(src)
df.columns = [c.strip().lower().replace(" ", "_") for c in df.columns]
for c in df.columns:
    if "date" in c: df[c] = pd.to_datetime(df[c], errors="coerce").dt.date
df.to_csv(out, index=False)
print(len(df), "rows")
