#!/usr/bin/env python3
"""Step 2: build the status manifest from the cached inputs."""
import base64, csv, json, pathlib

c = pathlib.Path(".cache/rollout")
stores = list(csv.DictReader(open(c / "stores.csv"))) if (c / "stores.csv").exists() else []
done = {r["store"] for r in csv.DictReader(open(c / "confirmations.csv"))} if (c / "confirmations.csv").exists() else set()
rows = [{"store": s["store"], "region": s["region"], "done": s["store"] in done} for s in stores]
manifest = {
    "rows": rows,
    "attachments": {p.name: base64.b64encode(p.read_bytes()).decode() for p in c.glob("*.txt")},
}
(c / "manifest.json").write_text(json.dumps(manifest))
print(len(rows), "stores in manifest")
