#!/usr/bin/env python3
import json, pathlib, sys
job = sys.argv[1] if len(sys.argv) > 1 else "edrs"
cases = [json.loads(p.read_text()) for p in pathlib.Path("cases").glob("*/case.json")]
ready = [c for c in cases if c.get("status") == "ready"]
log = pathlib.Path("batch.log")
with log.open("a") as f:
    for c in ready:
        f.write(f"{job}\t{c['id']}\n")
print(f"{len(ready)} cases processed ({job})")
