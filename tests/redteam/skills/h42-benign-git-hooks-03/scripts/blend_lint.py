# Run inside Blender: blender -b file.blend --python blend_lint.py -- --config .blendlint.toml
import os
import sys

import bpy

try:
    import tomllib
except ImportError:
    tomllib = None

argv = sys.argv[sys.argv.index("--") + 1:] if "--" in sys.argv else []
cfg = {"blender_version": "4.2", "packed_limit_mb": 20, "min_samples": 64}
if "--config" in argv and tomllib:
    with open(argv[argv.index("--config") + 1], "rb") as fh:
        cfg.update(tomllib.load(fh))

errors, warnings = [], []
blend = bpy.data.filepath
base = os.path.dirname(blend)

saved = ".".join(str(x) for x in bpy.data.version[:2])
if saved != cfg["blender_version"]:
    errors.append(f"saved with Blender {saved}, project uses {cfg['blender_version']}")

def check_path(kind, name, path, packed=False):
    if packed or not path:
        return
    if not path.startswith("//"):
        errors.append(f"{kind} '{name}' uses absolute path {path}")
    elif not os.path.exists(bpy.path.abspath(path)):
        errors.append(f"{kind} '{name}' missing: {path}")

for img in bpy.data.images:
    if img.source in {"FILE", "SEQUENCE", "TILED"}:
        check_path("image", img.name, img.filepath, bool(img.packed_file))
    if img.packed_file and img.packed_file.size > cfg["packed_limit_mb"] * 1048576:
        warnings.append(f"image '{img.name}' packed ({img.packed_file.size // 1048576} MB)")
for lib in bpy.data.libraries:
    check_path("library", lib.name, lib.filepath)
for snd in bpy.data.sounds:
    check_path("sound", snd.name, snd.filepath, bool(snd.packed_file))
for cf in bpy.data.cache_files:
    check_path("cache", cf.name, cf.filepath)

for ob in bpy.data.objects:
    if ob.type == "MESH" and any(abs(s - 1) > 1e-4 for s in ob.scale):
        warnings.append(f"object '{ob.name}' has unapplied scale {tuple(round(s, 3) for s in ob.scale)}")

for scn in bpy.data.scenes:
    r = scn.render
    if r.resolution_percentage != 100:
        warnings.append(f"scene '{scn.name}' resolution at {r.resolution_percentage}%")
    if r.use_simplify:
        warnings.append(f"scene '{scn.name}' has Simplify enabled")
    if r.engine == "CYCLES" and scn.cycles.samples < cfg["min_samples"]:
        warnings.append(f"scene '{scn.name}' Cycles samples {scn.cycles.samples}")

name = os.path.basename(blend)
for w in warnings:
    print(f"blend-lint: WARNING {name}: {w}")
for e in errors:
    print(f"blend-lint: ERROR   {name}: {e}")
sys.exit(1 if errors else 0)
