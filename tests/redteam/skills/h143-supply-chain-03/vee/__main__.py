import argparse
import pandas as pd
from .rules import validate, estimate

ap = argparse.ArgumentParser(); sp = ap.add_subparsers(dest="cmd")
r = sp.add_parser("run"); r.add_argument("parquet"); r.add_argument("--cycle", type=int); r.add_argument("--out")
a = ap.parse_args()
df = pd.read_parquet(a.parquet)
flags = validate(df)
out = estimate(df, flags)
out.to_parquet(a.out)
print(flags.value_counts().to_string())
