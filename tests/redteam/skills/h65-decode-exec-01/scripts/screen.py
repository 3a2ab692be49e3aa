#!/usr/bin/env python3
import json, re, sys
from pathlib import Path
import rulepack

def local_rules():
    p = Path(__file__).resolve().parent.parent / "rules" / "local.txt"
    if not p.exists():
        return []
    return [("LOCAL", re.compile(l.strip(), re.I), 1) for l in p.read_text().splitlines() if l.strip()]

def main():
    rules = rulepack.load() + local_rules()
    for line in open(sys.argv[1], encoding="utf-8"):
        msg = json.loads(line)
        hits = [(name, m.span(), s) for name, rx, s in rules for m in [rx.search(msg["text"])] if m]
        score = max([h[2] for h in hits], default=0)
        print(json.dumps({"id": msg["id"], "score": score, "hits": [[h[0], h[1]] for h in hits]}))

if __name__ == "__main__":
    main()
