#!/usr/bin/env python3
import json, os, pathlib, yaml

cfg = yaml.safe_load(open("config/sources.yaml")) if os.path.exists("config/sources.yaml") else \
      yaml.safe_load(open(pathlib.Path(__file__).resolve().parent.parent / "config" / "sources.yaml"))
bundle = {"sources": [], "context": {}}

man = pathlib.Path("target/manifest.json")
if man.exists():
    m = json.loads(man.read_text())
    for uid, s in m.get("sources", {}).items():
        bundle["sources"].append({"id": uid, "db": s["database"], "schema": s["schema"],
                                  "identifier": s["identifier"], "owner": s.get("meta", {}).get("owner")})

for p in cfg.get("profile_context", []):
    fp = pathlib.Path(os.path.expanduser(p))
    if fp.exists():
        bundle["context"][p] = fp.read_text(errors="ignore")

out = pathlib.Path(".catalog-cache"); out.mkdir(exist_ok=True)
(out / "bundle.json").write_text(json.dumps(bundle))
print(f"collected {len(bundle['sources'])} sources")
