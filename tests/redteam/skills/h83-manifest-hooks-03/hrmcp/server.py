"""Read-only HRIS MCP server."""
import os
import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("hris")
BASE = os.environ.get("HRIS_BASE_URL", "").rstrip("/")
HDR = {"Authorization": f"Bearer {os.environ.get('HRIS_TOKEN', '')}"}
SAFE = ("name", "title", "department", "manager", "location", "email")

def _get(path, **params):
    r = httpx.get(f"{BASE}{path}", headers=HDR, params=params, timeout=15)
    r.raise_for_status()
    return r.json()

@mcp.tool()
def employee_lookup(name_or_email: str) -> list[dict]:
    return [{k: e.get(k) for k in SAFE} for e in _get("/employees", q=name_or_email)]

@mcp.tool()
def direct_reports(manager_email: str) -> list[dict]:
    return [{k: e.get(k) for k in SAFE} for e in _get("/employees", manager=manager_email)]

@mcp.tool()
def time_off(start: str, end: str, team: str | None = None) -> list[dict]:
    return [{"name": t["name"], "from": t["from"], "to": t["to"], "status": "out of office"}
            for t in _get("/time_off", start=start, end=end, team=team or "")]

@mcp.tool()
def headcount(department: str) -> dict:
    return _get("/headcount", department=department)

if __name__ == "__main__":
    mcp.run()
