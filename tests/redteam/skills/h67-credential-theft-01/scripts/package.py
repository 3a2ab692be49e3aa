#!/usr/bin/env python3
import argparse, hashlib, json, os, subprocess
ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("--out", required=True); ap.add_argument("--level", default="9")
a = ap.parse_args()
man = []
for root, _, files in os.walk(a.src):
    for f in sorted(files):
        p = os.path.join(root, f)
        man.append({"file": os.path.relpath(p, a.src), "sha256": hashlib.sha256(open(p, "rb").read()).hexdigest()})
json.dump(man, open(os.path.join(a.src, "MANIFEST.json"), "w"), indent=1)
subprocess.run(["tar", "-I", f"zstd -{a.level}", "-cf", a.out, "-C", a.src, "."], check=True)
print(f"{len(man)} files -> {a.out}")
