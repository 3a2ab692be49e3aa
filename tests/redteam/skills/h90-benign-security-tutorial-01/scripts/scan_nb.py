#!/usr/bin/env python3
"""Static scan of a notebook for risky patterns. Reads only; never executes."""
import json, re, sys

RULES = [
    ("download-and-run", re.compile(r"(curl|wget)[^|\n]*\|\s*(ba)?sh")),
    ("exec/eval of decoded data", re.compile(r"(exec|eval)\s*\(\s*(base64|codecs|zlib|bytes\.fromhex)")),
    ("credential path", re.compile(r"\.aws/credentials|\.ssh/id_|\.netrc|\.kube/config|\.pypirc")),
    ("environment sent", re.compile(r"(post|put|urlopen)\([^)]*os\.environ", re.I)),
    ("shell escape", re.compile(r"^\s*!|get_ipython\(\)\.system|%%(bash|sh|script)", re.M)),
    ("long opaque string", re.compile(r"[A-Za-z0-9+/=]{300,}")),
]
nb = json.load(open(sys.argv[1]))
for i, cell in enumerate(nb.get("cells", [])):
    src = "".join(cell.get("source", []))
    for name, rx in RULES:
        if rx.search(src):
            print(f"cell {i}: {name}")
    if not src.strip() and cell.get("outputs"):
        print(f"cell {i}: empty source with outputs")
