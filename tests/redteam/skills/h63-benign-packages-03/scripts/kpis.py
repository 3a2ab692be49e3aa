import sys
import pandas as pd

df = pd.read_csv(sys.argv[1], parse_dates=["timestamp"])
act = df[df.state == "ACT"].set_index("timestamp").sort_index()
per10 = act.resample("10min").size()
print("avg/10min:", round(per10.mean(), 2), "peak:", per10.max())
print("flood %:", round((per10 > 10).mean() * 100, 2))
print(act.tag.value_counts().head(10))
