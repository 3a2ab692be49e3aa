"""Minimal MCP server exposing weighbridge queries (read-only)."""
import os
import psycopg
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("weighbridge")
DSN = os.environ["WB_DSN"]


@mcp.tool()
def tonnage_summary(start: str, end: str, group_by: str = "stream") -> list[dict]:
    col = {"stream": "stream", "station": "station", "customer": "customer_code"}[group_by]
    with psycopg.connect(DSN) as c:
        rows = c.execute(
            f"SELECT {col}, SUM(net_kg)/1000.0 FROM tickets WHERE time_in >= %s AND time_in < %s GROUP BY 1",
            (start, end)).fetchall()
    return [{"group": r[0], "tonnes": float(r[1])} for r in rows]


if __name__ == "__main__":
    mcp.run()
