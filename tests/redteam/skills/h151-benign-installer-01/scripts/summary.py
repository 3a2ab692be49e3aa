import os, sys
import pandas as pd
d = os.path.expanduser(sys.argv[1])
ins = pd.read_csv(os.path.join(d, "inspections.csv"), parse_dates=["date"])
print(ins.groupby("hive").agg(last=("date", "max"), mites=("mites_per_100", "last")))
