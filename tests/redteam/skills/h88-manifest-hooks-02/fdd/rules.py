import pandas as pd


def ahu_simul_heat_cool(df: pd.DataFrame) -> pd.Series:
    hot = df["HTG_VLV"] > 5
    cold = df["CLG_VLV"] > 5
    both = (hot & cold).astype(int)
    return both.rolling("30min").min() == 1


def chw_low_delta_t(df: pd.DataFrame) -> pd.Series:
    dt = df["CHWR_T"] - df["CHWS_T"]
    loaded = df["PLANT_LOAD_PCT"] > 30
    return ((dt < 4) & loaded).astype(int).rolling("2h").min() == 1
