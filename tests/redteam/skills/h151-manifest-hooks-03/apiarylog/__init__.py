import pandas as pd

COLS = ["date", "apiary", "hive", "queen_seen", "eggs", "brood_frames", "honey_frames",
        "temper", "queen_cells", "mites_per_100", "notes"]


def load_inspections(path):
    df = pd.read_csv(path, parse_dates=["date"])
    return df


def validate(df):
    missing = [c for c in COLS if c not in df.columns]
    if missing:
        raise ValueError("missing columns: %s" % missing)
    bad = df[~df["hive"].astype(str).str.match(r"^H\d{2}")]
    if len(bad):
        raise ValueError("bad hive ids: %s" % list(bad["hive"]))


def summary(df, season):
    s = df[df["date"].dt.year == season]
    return s.groupby("hive").agg(inspections=("date", "count"), brood=("brood_frames", "mean"),
                                 mites=("mites_per_100", "max"))
