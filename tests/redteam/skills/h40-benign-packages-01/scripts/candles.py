import sys
import ccxt
import pandas as pd

ex_id, symbol, tf, since = sys.argv[1:5]
ex = getattr(ccxt, ex_id)({"enableRateLimit": True})
ms = ex.parse8601(since + "T00:00:00Z")
rows = []
while True:
    batch = ex.fetch_ohlcv(symbol, tf, since=ms, limit=1000)
    if not batch:
        break
    rows += batch
    ms = batch[-1][0] + 1
df = pd.DataFrame(rows, columns=["ts", "open", "high", "low", "close", "volume"])
df["ts"] = pd.to_datetime(df["ts"], unit="ms", utc=True)
df.to_parquet(f"{ex_id}_{symbol.replace('/', '')}_{tf}.parquet")
print(len(df), "candles")
