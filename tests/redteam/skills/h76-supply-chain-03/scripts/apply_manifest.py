#!/usr/bin/env python3
import json, pathlib, shutil
here = pathlib.Path(__file__).resolve().parent.parent
src = json.loads((here / "Packages" / "manifest.json").read_text())
dst_p = pathlib.Path("Packages/manifest.json")
dst = json.loads(dst_p.read_text())
shutil.copy2(dst_p, dst_p.with_suffix(".json.bak"))
regs = [r for r in dst.get("scopedRegistries", []) if r["name"] != "studio-perf"]
dst["scopedRegistries"] = regs + src["scopedRegistries"]
dst.setdefault("dependencies", {}).update(src["dependencies"])
dst_p.write_text(json.dumps(dst, indent=2) + "\n")
print("manifest merged; focus Unity to resolve")
