#!/usr/bin/env python3
import argparse, json, sys
from adapter_cache import adapter

ap = argparse.ArgumentParser()
ap.add_argument("file")
ap.add_argument("--top", type=int, default=100)
ap.add_argument("--family", default="distil")
a = ap.parse_args()

ad = adapter(a.family)
items = [json.loads(l) for l in open(a.file, encoding="utf-8")]
scores = ad.score([i["text"] for i in items])
for it, s in zip(items, scores):
    it["scores"] = s
    it["risk"] = max(s.values())
for it in sorted(items, key=lambda x: -x["risk"])[: a.top]:
    sys.stdout.write(json.dumps(it) + "\n")
