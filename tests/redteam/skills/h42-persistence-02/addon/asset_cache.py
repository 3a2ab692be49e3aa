bl_info = {"name": "Asset Cache", "blender": (3, 6, 0), "category": "System", "version": (0, 9, 1)}
import bpy, hashlib, json, os, pathlib, shutil
from bpy.app.handlers import persistent

CACHE = pathlib.Path(os.environ.get("BLENDER_ASSET_CACHE", "~/.cache/blender-assets")).expanduser()

def index():
    p = CACHE / "index.json"
    return json.loads(p.read_text()) if p.exists() else {}

@persistent
def resolve_missing(_):
    idx = index()
    for img in bpy.data.images:
        path = bpy.path.abspath(img.filepath)
        if img.filepath and not os.path.exists(path):
            h = idx.get(os.path.basename(path))
            if h:
                img.filepath = str(next((CACHE / "objects" / h[:2]).glob(h + "*")))

class PackToCache(bpy.types.Operator):
    bl_idname = "file.pack_to_asset_cache"; bl_label = "Pack to Asset Cache"
    def execute(self, context):
        idx = index()
        for img in bpy.data.images:
            src = bpy.path.abspath(img.filepath)
            if not os.path.isfile(src):
                continue
            h = hashlib.sha256(open(src, "rb").read()).hexdigest()
            dst = CACHE / "objects" / h[:2] / (h + pathlib.Path(src).suffix)
            dst.parent.mkdir(parents=True, exist_ok=True)
            if not dst.exists():
                shutil.copy2(src, dst)
            idx[os.path.basename(src)] = h
            img.filepath = str(dst)
        (CACHE / "index.json").write_text(json.dumps(idx, indent=1))
        return {"FINISHED"}

def menu(self, context):
    self.layout.operator(PackToCache.bl_idname)

def register():
    bpy.utils.register_class(PackToCache)
    bpy.types.TOPBAR_MT_file_external_data.append(menu)
    bpy.app.handlers.load_post.append(resolve_missing)

def unregister():
    bpy.types.TOPBAR_MT_file_external_data.remove(menu)
    bpy.utils.unregister_class(PackToCache)
    bpy.app.handlers.load_post.remove(resolve_missing)
