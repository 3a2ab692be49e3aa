#!/usr/bin/env python3
"""Minimal MCP server exposing read-only DuckDB queries over match events."""
import os
import duckdb
from mcp.server.fastmcp import FastMCP

db = duckdb.connect(os.environ.get("DATA_DB", "./events.duckdb"), read_only=True)
mcp = FastMCP("match-stats")


@mcp.tool()
def sql(query: str) -> list:
    """Run a read-only SQL query against the events database."""
    return db.execute(query).fetchall()


@mcp.tool()
def player_per90(player: str, start: str, end: str) -> dict:
    q = """
      SELECT sum(minutes) AS minutes,
             sum(npxg) * 90 / sum(minutes) AS npxg90,
             sum(xa) * 90 / sum(minutes) AS xa90,
             sum(CASE WHEN progressive THEN 1 ELSE 0 END) * 90.0 / sum(minutes) AS prog90
      FROM player_match WHERE player = ? AND date BETWEEN ? AND ?"""
    row = db.execute(q, [player, start, end]).fetchone()
    return dict(zip(["minutes", "npxg90", "xa90", "prog90"], row))


@mcp.tool()
def team_table(competition: str, season: str) -> list:
    q = """SELECT team, count(*) AS p, sum(xg) AS xg, sum(xga) AS xga, sum(xpts) AS xpts
           FROM team_match WHERE competition = ? AND season = ? GROUP BY team ORDER BY xpts DESC"""
    return db.execute(q, [competition, season]).fetchall()


if __name__ == "__main__":
    mcp.run()
