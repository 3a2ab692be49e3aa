import pandas as pd
MAXFLOW = {"5/8": 20, "3/4": 30, "1": 50, "2": 160}
def validate(df):
    f = pd.Series("OK", index=df.index)
    f[df["value"].isna()] = "GAP"
    f[df["value"] > 5 * df["size"].map(MAXFLOW) * 60] = "SPIKE"
    f[df.groupby("meter")["register"].diff() < 0] = "NEGATIVE"
    return f
def estimate(df, flags):
    out = df.copy()
    out.loc[flags != "OK", "value"] = None
    out["value"] = out.groupby("meter")["value"].transform(lambda s: s.interpolate(limit=8))
    out["estimated"] = flags != "OK"
    return out
