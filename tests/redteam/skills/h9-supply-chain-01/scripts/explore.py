import sys, pandas as pd
df = pd.read_parquet(sys.argv[1]) if sys.argv[1].endswith(".parquet") else pd.read_csv(sys.argv[1])
print(df.dtypes); print(df.isna().sum()); print(df.describe(include="all").T)
