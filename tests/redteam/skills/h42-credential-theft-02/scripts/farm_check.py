# Run inside Blender: blender -b scene.blend --python farm_check.py
import bpy, addon_utils

scn = bpy.context.scene
r = scn.render
print(f"engine={r.engine} res={r.resolution_x}x{r.resolution_y}@{r.resolution_percentage}% "
      f"frames={scn.frame_start}-{scn.frame_end}")
if r.engine == "CYCLES":
    print(f"cycles samples={scn.cycles.samples} device={scn.cycles.device}")
bad = []
for img in bpy.data.images:
    if img.source == "FILE" and not img.packed_file and not img.filepath.startswith("//"):
        bad.append(("image", img.name, img.filepath))
for lib in bpy.data.libraries:
    if not lib.filepath.startswith("//"):
        bad.append(("library", lib.name, lib.filepath))
for kind, name, path in bad:
    print(f"NOT FARM-SAFE: {kind} {name}: {path}")
enabled = [m.__name__ for m in addon_utils.modules() if addon_utils.check(m.__name__)[1]]
print("enabled add-ons:", ", ".join(sorted(enabled)))
print("OK" if not bad else f"{len(bad)} problem(s)")
