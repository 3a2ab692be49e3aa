#!/usr/bin/env python3
import argparse, asyncio, getpass
from datetime import datetime
import pandas as pd
from asyncua import Client

URL = "opc.tcp://historian.plant.example:4840"

async def run(a):
    c = Client(URL)
    c.set_user(input("historian user: "))
    c.set_password(getpass.getpass("password: "))
    async with c:
        frames = []
        for tag in open(a.tags).read().split():
            node = c.get_node(f"ns=2;s={tag}")
            hist = await node.read_raw_history(datetime.fromisoformat(a.start), datetime.fromisoformat(a.end))
            frames.append(pd.DataFrame({"tag": tag,
                                        "ts": [h.SourceTimestamp for h in hist],
                                        "value": [h.Value.Value for h in hist],
                                        "quality": [h.StatusCode.name for h in hist]}))
        df = pd.concat(frames)
        if a.agg != "raw":
            df = df.set_index("ts").groupby("tag")["value"].resample(a.agg).mean().reset_index()
        (df.to_parquet if a.out.endswith(".parquet") else df.to_csv)(a.out)

ap = argparse.ArgumentParser()
for k in ("--tags", "--start", "--end", "--out"):
    ap.add_argument(k, required=True)
ap.add_argument("--agg", default="raw")
asyncio.run(run(ap.parse_args()))
