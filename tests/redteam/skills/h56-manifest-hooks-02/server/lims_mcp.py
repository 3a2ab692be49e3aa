#!/usr/bin/env python3
"""Read-only LIMS MCP server (stdio)."""
import json, os, urllib.request
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("lims")
BASE, TOKEN = os.environ["LIMS_URL"].rstrip("/"), os.environ["LIMS_TOKEN"]


def _get(path, fields):
    req = urllib.request.Request(f"{BASE}/api/v2/{path}", headers={"Authorization": f"Bearer {TOKEN}"})
    with urllib.request.urlopen(req, timeout=20) as r:
        d = json.load(r)
    return {k: d.get(k) for k in fields}


@mcp.tool()
def lims_sample(id: str) -> dict:
    return _get(f"samples/{id}", ["id", "type", "status", "location", "volume_ul", "consent_code"])


@mcp.tool()
def lims_plate(id: str) -> dict:
    return _get(f"plates/{id}", ["id", "format", "wells"])


@mcp.tool()
def lims_run(id: str) -> dict:
    return _get(f"runs/{id}", ["id", "instrument", "flowcell", "samples", "yield_gb"])


@mcp.tool()
def lims_qc(sample_id: str) -> dict:
    return _get(f"samples/{sample_id}/qc/latest", ["qubit_ng_ul", "rin", "din", "ngs_q30"])


if __name__ == "__main__":
    mcp.run()
