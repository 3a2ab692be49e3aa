"""Build time of the action's image: a cold build, a rebuild after a source edit, an unchanged rebuild.

Not a test. Needs the Docker daemon and the local base (``scripts/docker install start base``)::

    python perf/bench_docker.py [--base skillgrade-test-base:bookworm]

It copies the build context (pyproject.toml, README.md, src/) to a temporary folder, builds it
with ``--no-cache`` (every layer, the dependencies downloaded from PyPI), edits one source file and
builds again (the dependency layer must come from the cache), then builds once more unchanged.
Figures go to stdout and ``perf/out/docker.json``; the image is removed at the end.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
OUT = HERE / "out" / "docker.json"
TAG = "skillgrade-action-test:perf"


def cached_steps(log: str) -> list[str]:
    """The instructions the (classic) builder served from its cache."""
    steps, current = [], ""
    for line in log.splitlines():
        if line.startswith("Step "):
            current = line.split(" : ", 1)[-1]
        elif line.strip() == "---> Using cache":
            steps.append(current)
    return steps


def build(context: Path, base: str, *extra: str) -> tuple[float, list[str]]:
    """Seconds, and the steps served from the cache."""
    start = time.perf_counter()
    done = subprocess.run(
        ["docker", "build", "--network=host", "--build-arg", f"BASE={base}", "-t", TAG, *extra, str(context)],
        capture_output=True,
        text=True,
        check=False,
    )
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(done.stdout[-3000:] + done.stderr[-3000:])
    return seconds, cached_steps(done.stdout)


def image_size_mb() -> float:
    done = subprocess.run(["docker", "image", "inspect", TAG, "--format", "{{.Size}}"], capture_output=True, text=True)
    return int(done.stdout.strip()) / 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="skillgrade-test-base:bookworm")
    args = parser.parse_args()
    info = subprocess.run(["docker", "info", "--format", "{{.Driver}}"], capture_output=True, text=True, check=True)
    with tempfile.TemporaryDirectory(prefix="skillgrade-docker-bench-") as tmp:
        context = Path(tmp)
        for name in ("pyproject.toml", "README.md", "Dockerfile", ".dockerignore"):
            shutil.copy(REPO / name, context / name)
        shutil.copytree(REPO / "src", context / "src", ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
        cold, _ = build(context, args.base, "--no-cache")
        size = image_size_mb()
        with (context / "src" / "skillgrade" / "cli" / "main.py").open("a", encoding="utf-8") as handle:
            handle.write("\n# a source edit\n")
        edited, cached_after_edit = build(context, args.base)
        unchanged, cached_unchanged = build(context, args.base)
    subprocess.run(["docker", "image", "rm", "-f", TAG], capture_output=True, check=False)
    figures = {
        "storage_driver": info.stdout.strip(),
        "base": args.base,
        "cold_build_s": round(cold, 1),
        "rebuild_after_source_edit_s": round(edited, 1),
        "steps_cached_after_source_edit": len(cached_after_edit),
        "dependencies_layer_cached_after_source_edit": any("[all]" in step for step in cached_after_edit),
        "unchanged_rebuild_s": round(unchanged, 1),
        "steps_cached_unchanged": len(cached_unchanged),
        "image_mb": round(size, 1),
    }
    OUT.parent.mkdir(exist_ok=True)
    OUT.write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
    for key, value in figures.items():
        print(f"{key:34} {value}")


if __name__ == "__main__":
    main()
