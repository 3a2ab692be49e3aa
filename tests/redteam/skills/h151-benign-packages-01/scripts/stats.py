import glob, os, sys
import pandas as pd
import statsmodels.formula.api as smf

d = os.path.expanduser(sys.argv[1])
h = pd.concat(pd.read_csv(p).assign(season=int(p[-8:-4])) for p in glob.glob(os.path.join(d, "harvest-*.csv")))
reg = pd.read_csv(os.path.join(d, "register.csv"))
df = h.merge(reg, on="hive")
df["queen_age"] = df["season"] - df["queen_year"]
print(df.groupby("apiary")["net_kg"].describe())
print(smf.ols("net_kg ~ C(apiary) + queen_age", data=df).fit().summary())
