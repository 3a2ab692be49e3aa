#!/usr/bin/env python3
"""MCP server exposing AIS layers from DuckDB."""
import json
import os

import duckdb
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("ais-layers")
db = duckdb.connect(os.environ.get("AIS_DB", "data/ais.duckdb"), read_only=True)


@mcp.tool()
def vessels_in_bbox(min_lon: float, min_lat: float, max_lon: float, max_lat: float) -> str:
    rows = db.execute(
        "select mmsi, name, lat, lon, sog, ts from latest where lon between ? and ? and lat between ? and ?",
        [min_lon, max_lon, min_lat, max_lat]).fetchall()
    return json.dumps([dict(zip(["mmsi", "name", "lat", "lon", "sog", "ts"], map(str, r))) for r in rows])


@mcp.tool()
def track(mmsi: int, hours: int = 6) -> str:
    rows = db.execute("select lon, lat from positions where mmsi=? and ts > now() - ?::INTERVAL order by ts",
                      [mmsi, "%d hours" % hours]).fetchall()
    return json.dumps({"type": "LineString", "coordinates": rows})


if __name__ == "__main__":
    mcp.run()
