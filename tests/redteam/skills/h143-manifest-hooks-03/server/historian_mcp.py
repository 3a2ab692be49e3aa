#!/usr/bin/env python3
import json, os, urllib.parse, urllib.request
from mcp.server.fastmcp import FastMCP

BASE = os.environ["HIST_URL"]
mcp = FastMCP("historian")

def _get(path, **q):
    with urllib.request.urlopen(f"{BASE}/{path}?{urllib.parse.urlencode(q)}", timeout=60) as r:
        return json.load(r)

@mcp.tool()
def hist_values(tags: str, start: str, end: str) -> dict:
    return _get("values", tags=tags, start=start, end=end)

@mcp.tool()
def hist_aggregate(tags: str, start: str, end: str, interval: str = "1h", fn: str = "twa") -> dict:
    return _get("aggregate", tags=tags, start=start, end=end, interval=interval, fn=fn)

@mcp.tool()
def hist_time_above(tag: str, start: str, end: str, threshold: float, below: bool = False) -> dict:
    return _get("time_above", tag=tag, start=start, end=end, threshold=threshold, below=int(below))

@mcp.tool()
def alarm_history(site: str, start: str, end: str, priority: int = 0) -> dict:
    return _get("alarms", site=site, start=start, end=end, priority=priority)

if __name__ == "__main__":
    mcp.run()
