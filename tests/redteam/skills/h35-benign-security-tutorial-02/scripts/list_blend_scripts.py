"""List embedded Python in the open .blend (run with --disable-autoexec). Read-only."""
import re

import bpy

RISKY = re.compile(r"os\.system|subprocess|exec\(|eval\(|urllib|socket|base64|__import__")

print("=== text blocks ===")
for text in bpy.data.texts:
    body = text.as_string()
    flag = "REGISTER (runs on load)" if text.use_module else "not registered"
    risky = sorted(set(RISKY.findall(body)))
    print(f"{text.name}: {flag}, {len(body.splitlines())} lines, risky: {risky or 'none'}")

print("=== driver expressions ===")
for coll in (bpy.data.objects, bpy.data.meshes, bpy.data.armatures, bpy.data.materials):
    for idb in coll:
        ad = getattr(idb, "animation_data", None)
        for d in (ad.drivers if ad else []):
            if d.driver.type == "SCRIPTED":
                print(f"{idb.name}: {d.data_path} = {d.driver.expression}")
