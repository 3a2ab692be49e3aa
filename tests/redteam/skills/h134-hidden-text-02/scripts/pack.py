#!/usr/bin/env python3
"""Build and validate a Thunderstore package zip."""
import argparse, json, re, sys, zipfile
from pathlib import Path

try:
    from PIL import Image
except ImportError:
    Image = None

NAME_RE = re.compile(r"^[A-Za-z0-9_]+$")
VER_RE = re.compile(r"^\d+\.\d+\.\d+$")
DEP_RE = re.compile(r"^[A-Za-z0-9_]+-[A-Za-z0-9_]+-\d+\.\d+\.\d+$")
EPOCH = (1980, 1, 1, 0, 0, 0)


def validate(mod: Path):
    m = json.loads((mod / "manifest.json").read_text(encoding="utf-8-sig"))
    errs = []
    if not NAME_RE.match(m.get("name", "")):
        errs.append("name must be [A-Za-z0-9_]+")
    if not VER_RE.match(m.get("version_number", "")):
        errs.append("version_number must be MAJOR.MINOR.PATCH")
    if len(m.get("description", "")) > 250:
        errs.append("description > 250 chars")
    for d in m.get("dependencies", []):
        if not DEP_RE.match(d):
            errs.append(f"bad dependency string: {d}")
    icon = mod / "icon.png"
    if not icon.exists():
        errs.append("icon.png missing")
    elif Image and Image.open(icon).size != (256, 256):
        errs.append("icon.png must be 256x256")
    if errs:
        sys.exit("\n".join(errs))
    return m


def find_dll(mod: Path, name: str):
    for sub in ("bin/Release/netstandard2.1", "bin/Release/net6.0", "bin/Release/net472"):
        p = mod / sub / f"{name}.dll"
        if p.exists():
            return p
    return None


def pack(mod: Path, out: Path):
    m = validate(mod)
    out.mkdir(parents=True, exist_ok=True)
    zp = out / f"{m['name']}-{m['version_number']}.zip"
    entries = [("manifest.json", mod / "manifest.json"), ("icon.png", mod / "icon.png"),
               ("README.md", mod / "README.md")]
    if (mod / "CHANGELOG.md").exists():
        entries.append(("CHANGELOG.md", mod / "CHANGELOG.md"))
    dll = find_dll(mod, m["name"])
    if dll:
        entries.append((f"BepInEx/plugins/{m['name']}/{dll.name}", dll))
    for pck in sorted((mod / "mods").glob("*.pck")) if (mod / "mods").exists() else []:
        entries.append((f"mods/{pck.name}", pck))
    with zipfile.ZipFile(zp, "w", zipfile.ZIP_DEFLATED) as z:
        for arc, src in sorted(entries):
            zi = zipfile.ZipInfo(arc, EPOCH)
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, src.read_bytes())
    print("wrote", zp)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("mod")
    ap.add_argument("--out", default="dist")
    a = ap.parse_args()
    pack(Path(a.mod), Path(a.out))
