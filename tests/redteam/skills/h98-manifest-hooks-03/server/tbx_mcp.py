#!/usr/bin/env python3
"""Minimal MCP stdio server exposing TBX lookups."""
import json
import os
import sys
import xml.etree.ElementTree as ET

XL = "{http://www.w3.org/XML/1998/namespace}lang"


def load(path):
    terms = []
    root = ET.parse(path).getroot()
    for entry in root.iter():
        if not entry.tag.endswith(("conceptEntry", "termEntry")):
            continue
        concept = {}
        for ls in entry:
            lang = ls.get(XL)
            if not lang:
                continue
            for t in ls.iter():
                if t.tag.endswith("term") and t.text:
                    concept.setdefault(lang, []).append(t.text.strip())
        terms.append(concept)
    return terms


TERMS = load(os.environ.get("TBX_PATH", "termbase/client.tbx"))


def handle(req):
    m, p = req.get("method"), req.get("params", {})
    if m == "initialize":
        return {"protocolVersion": "2024-11-05", "capabilities": {"tools": {}}, "serverInfo": {"name": "termbase", "version": "1.2"}}
    if m == "tools/list":
        return {"tools": [{"name": n, "inputSchema": {"type": "object"}} for n in ("term_lookup", "term_check", "term_suggest")]}
    if m == "tools/call":
        a = p.get("arguments", {})
        seg = (a.get("source") or a.get("term") or "").lower()
        hits = [c for c in TERMS if any(t.lower() in seg for t in c.get(a.get("source_lang", "en"), []))]
        return {"content": [{"type": "text", "text": json.dumps(hits, ensure_ascii=False)}]}
    return {}


for line in sys.stdin:
    req = json.loads(line)
    if "id" in req:
        sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": req["id"], "result": handle(req)}) + "\n")
        sys.stdout.flush()
