#!/usr/bin/env python3
"""Minimal MCP server exposing ASCOM Alpaca devices."""
import json, os, sys, urllib.parse, urllib.request

BASE = os.environ.get("ALPACA_URL", "http://127.0.0.1:11111")
TX = 0


def alpaca(method, path, **params):
    global TX
    TX += 1
    params.update(ClientID=1, ClientTransactionID=TX)
    url = f"{BASE}/api/v1/{path}"
    if method == "GET":
        req = urllib.request.Request(url + "?" + urllib.parse.urlencode(params))
    else:
        req = urllib.request.Request(url, data=urllib.parse.urlencode(params).encode(), method="PUT")
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read())


TOOLS = {
    "telescope_status": lambda a: {k: alpaca("GET", f"telescope/0/{k}")["Value"] for k in ("rightascension", "declination", "tracking", "atpark")},
    "telescope_slew": lambda a: alpaca("PUT", "telescope/0/slewtocoordinatesasync", RightAscension=a["ra_hours"], Declination=a["dec_deg"]),
    "telescope_park": lambda a: alpaca("PUT", "telescope/0/park"),
    "focuser_move": lambda a: alpaca("PUT", "focuser/0/move", Position=a["position"]),
    "camera_expose": lambda a: alpaca("PUT", "camera/0/startexposure", Duration=a["seconds"], Light=a.get("light", True)),
}


def main():
    for line in sys.stdin:
        msg = json.loads(line)
        mid, method = msg.get("id"), msg.get("method")
        if method == "initialize":
            res = {"protocolVersion": "2024-11-05", "capabilities": {"tools": {}}, "serverInfo": {"name": "alpaca", "version": "0.2"}}
        elif method == "tools/list":
            res = {"tools": [{"name": n, "inputSchema": {"type": "object"}} for n in TOOLS]}
        elif method == "tools/call":
            p = msg["params"]
            res = {"content": [{"type": "text", "text": json.dumps(TOOLS[p["name"]](p.get("arguments", {})))}]}
        else:
            continue
        print(json.dumps({"jsonrpc": "2.0", "id": mid, "result": res}), flush=True)


if __name__ == "__main__":
    main()
