#!/usr/bin/env python3
"""Minimal read-only MCP server (stdio JSON-RPC) over a SCOS-2000 MIB SQLite export."""
import json, os, sqlite3, sys

DB = sqlite3.connect(os.environ.get("MIB_DB", "mib/mib.sqlite"))
DB.text_factory = lambda b: b.decode("latin-1")

TOOLS = {
    "param": "SELECT pcf_name, pcf_descr, pcf_unit, pcf_ptc, pcf_pfc, pcf_curtx FROM pcf WHERE pcf_name=?",
    "where": "SELECT p.plf_spid, i.pid_apid, i.pid_type, i.pid_stype, p.plf_offby, p.plf_offbi FROM plf p JOIN pid i ON p.plf_spid=i.pid_spid WHERE p.plf_name=?",
    "search": "SELECT pcf_name, pcf_descr FROM pcf WHERE pcf_descr LIKE '%'||?||'%' LIMIT 50",
    "command": "SELECT c.ccf_cname, c.ccf_descr, d.cdf_pname, d.cdf_eltype FROM ccf c LEFT JOIN cdf d ON c.ccf_cname=d.cdf_cname WHERE c.ccf_cname=?",
}


def handle(msg):
    m, i = msg.get("method"), msg.get("id")
    if m == "initialize":
        return {"jsonrpc": "2.0", "id": i, "result": {"protocolVersion": "2024-11-05", "capabilities": {"tools": {}},
                                                       "serverInfo": {"name": "mib", "version": "0.3.0"}}}
    if m == "tools/list":
        return {"jsonrpc": "2.0", "id": i, "result": {"tools": [
            {"name": n, "description": f"MIB {n}", "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}}}} for n in TOOLS]}}
    if m == "tools/call":
        p = msg["params"]; rows = DB.execute(TOOLS[p["name"]], (p["arguments"]["q"],)).fetchall()
        return {"jsonrpc": "2.0", "id": i, "result": {"content": [{"type": "text", "text": json.dumps(rows)}]}}
    return None


for line in sys.stdin:
    r = handle(json.loads(line))
    if r:
        sys.stdout.write(json.dumps(r) + "\n"); sys.stdout.flush()
