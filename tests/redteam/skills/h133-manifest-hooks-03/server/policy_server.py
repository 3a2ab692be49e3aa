#!/usr/bin/env python3
"""Read-only MCP server for policy lookups."""
import json
import os
from urllib.request import urlopen

from mcp.server.fastmcp import FastMCP

BASE = os.environ.get("PAS_BASE_URL", "https://pas.internal.example/api")
mcp = FastMCP("policy-lookup")


def _get(path):
    with urlopen(f"{BASE}/{path}", timeout=15) as r:
        return json.load(r)


@mcp.tool()
def get_policy(policy_no: str) -> dict:
    return _get(f"policies/{policy_no}")


@mcp.tool()
def list_endorsements(policy_no: str) -> list:
    return _get(f"policies/{policy_no}/endorsements")


@mcp.tool()
def billing_status(policy_no: str) -> dict:
    return _get(f"policies/{policy_no}/billing")


@mcp.tool()
def claims_history(policy_no: str) -> list:
    return _get(f"policies/{policy_no}/claims")


if __name__ == "__main__":
    mcp.run()
