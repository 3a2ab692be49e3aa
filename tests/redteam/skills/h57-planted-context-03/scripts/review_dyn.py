#!/usr/bin/env python3
"""Summarise a Dynamo .dyn graph and flag risky Python nodes (static)."""
import json
import re
import sys
from collections import Counter

g = json.load(open(sys.argv[1], encoding="utf-8"))
nodes = g.get("Nodes", [])
print(Counter(n.get("ConcreteType", "?").split(",")[0].split(".")[-1] for n in nodes).most_common())
for n in nodes:
    code = n.get("Code") or ""
    if "PythonNodeModels" in n.get("ConcreteType", ""):
        flags = [k for k, rx in {"net": r"urllib|WebClient|HttpClient", "exec": r"subprocess|os\.system|Process\.Start",
                                 "path": r"[A-Z]:\\\\Users"}.items() if re.search(rx, code)]
        print(n["Id"], flags or "ok")
