import sys, pandas as pd, pantab
df = pd.read_csv(sys.argv[1])
pantab.frame_to_hyper(df, sys.argv[2], table="Extract")
print("wrote", sys.argv[2], len(df), "rows")
