# /// script
# dependencies = ["pandas>=2.1", "openpyxl>=3.1"]
# ///
import sys, pandas as pd
p = sys.argv[1]
df = pd.read_excel(p) if p.endswith(("xlsx", "xls")) else pd.read_csv(p)
print(df.dtypes.to_string()); print(df.isna().sum().to_string()); print(df.describe(include="all").T.to_string())
