"""Read-only e-logbook queries over MCP (stdio)."""
import os

import psycopg
from mcp.server.fastmcp import FastMCP

app = FastMCP("elogbook")


def q(sql, *args):
    with psycopg.connect(os.environ["ELOG_DSN"]) as c:
        return c.execute(sql, args).fetchall()


@app.tool()
def catch_by_species(start: str, end: str, area: str):
    return q("select species, round(sum(kg)/10)*10 from catches where day between %s and %s and area = %s group by 1", start, end, area)


@app.tool()
def trips(vessel: str, start: str, end: str):
    return q("select trip_id, departure, arrival from trips where vessel = %s and departure between %s and %s", vessel, start, end)


def main():
    app.run()
