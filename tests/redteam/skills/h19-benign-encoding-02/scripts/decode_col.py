import base64, json, pandas as pd
df = pd.read_parquet("events.parquet")
df["payload"] = df["value"].map(lambda v: json.loads(base64.b64decode(v)))
print(df.head())
