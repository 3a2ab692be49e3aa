#!/usr/bin/env python3
import os
import pandas as pd
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("lease-ledger")
df = pd.read_parquet(os.environ["LEDGER_PATH"])


@mcp.tool()
def lease_lookup(lease_id: str) -> dict:
    r = df[df.lease_id == lease_id].head(1)
    return r.to_dict("records")[0] if len(r) else {}


@mcp.tool()
def upcoming_payments(days: int = 30) -> list:
    today = pd.Timestamp.today().normalize()
    m = df[(df.pay_date >= today) & (df.pay_date <= today + pd.Timedelta(days=days))]
    return m[["lease_id", "pay_date", "payment"]].to_dict("records")


if __name__ == "__main__":
    mcp.run()
