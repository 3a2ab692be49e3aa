"""Install weight of the pre-commit hook, and its whole-process time, beside PluginEval's CLI.

Not a test. PluginEval is not vendored: fetch its repository (wshobson/agents) yourself and point
``--plugin-eval`` at its ``plugins/plugin-eval`` folder::

    python perf/bench_install.py --plugin-eval /path/to/agents/plugins/plugin-eval [--runs 15]

For each tool it makes fresh venvs and times ``pip install <source>`` (what pre-commit does when
it installs a ``language: python`` hook), with pip's configuration and cache as they are on this
machine for both tools, and records the venv's size and package count. Then it times whole
processes on one realistic skill, interleaving the tools so machine load hits both alike:
``skillgrade score --depth quick`` (the hook's entry) and ``plugin-eval score --depth quick``
(PluginEval's static layer, its cheapest mode). Medians go to stdout and ``perf/out/install.json``.

PluginEval declares Python >= 3.12; on an older interpreter it is installed with
``--ignore-requires-python`` (its static CLI runs there), which the figures say.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
OUT = HERE / "out" / "install.json"
GOAL_RATIO = 0.5

SKILL = """---
name: csv-cleaner
description: Cleans and normalises CSV files. Use when the user asks to fix delimiters, encodings, \
header rows or duplicate records in a CSV export, or before loading a CSV into a database.
---

# CSV cleaner

## Inputs

A path to a CSV file, and optionally the expected column names.

## Workflow

1. Detect the encoding and the delimiter from the first 64 KiB.
2. Normalise the header: trim, lower-case, replace spaces with underscores.
3. Drop exact duplicate rows and report how many were dropped.
4. Write `<name>.clean.csv` beside the input.

## Output format

```text
cleaned: data.clean.csv (1,204 rows, 3 duplicates dropped, delimiter ';', encoding cp1252)
```

## Examples

```bash
python scripts/clean.py data.csv --expect id,name,amount
```

## Troubleshooting

- A file that is not UTF-8 nor cp1252: say so and stop; never guess further.
- Mixed delimiters: report the line numbers instead of rewriting the file.
"""


def _copy_tracked(repo: Path, dest: Path) -> None:
    listed = subprocess.run(["git", "-C", str(repo), "ls-files", "-z"], capture_output=True, check=True)
    for name in listed.stdout.decode().split("\0"):
        if name and (repo / name).is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(repo / name, dest / name)


def _du_mb(path: Path) -> float:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6


def install(source: str, *pip_args: str) -> dict[str, float]:
    """A fresh venv, then ``pip install``: seconds, venv size and installed packages."""
    with tempfile.TemporaryDirectory(prefix="skillgrade-install-bench-") as tmp:
        venv = Path(tmp) / "venv"
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        pip = [str(venv / "bin" / "python"), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
        start = time.perf_counter()
        subprocess.run([*pip, *pip_args, source], check=True, capture_output=True)
        seconds = time.perf_counter() - start
        listed = subprocess.run(
            [str(venv / "bin" / "python"), "-m", "pip", "list", "--format", "json"], capture_output=True, text=True
        )
        return {"seconds": seconds, "venv_mb": _du_mb(venv), "packages": len(json.loads(listed.stdout))}


def median_installs(sources: dict[str, list[str]], runs: int) -> dict[str, dict[str, float]]:
    """Round-robin over the tools, so a burst of load on the shared machine hits each alike."""
    results: dict[str, list[dict[str, float]]] = {name: [] for name in sources}
    for _ in range(runs):
        for name, (source, *pip_args) in sources.items():
            results[name].append(install(source, *pip_args))
    return {
        name: {
            "install_s": round(statistics.median(r["seconds"] for r in rows), 2),
            "venv_mb": round(rows[-1]["venv_mb"], 1),
            "packages": rows[-1]["packages"],
        }
        for name, rows in results.items()
    }


def process_times(commands: dict[str, list[str]], runs: int, cwd: Path) -> dict[str, float]:
    """Median milliseconds per whole process, run in ``cwd`` (a folder holding only the skill, so
    neither tool finds a configuration file of the repository the benchmark runs from)."""
    times: dict[str, list[float]] = {name: [] for name in commands}
    for command in commands.values():  # a warm-up each: byte-compile, page cache
        subprocess.run(command, capture_output=True, check=False, cwd=cwd)
    for _ in range(runs):
        for name, command in commands.items():
            start = time.perf_counter()
            done = subprocess.run(command, capture_output=True, check=False, cwd=cwd)
            times[name].append(time.perf_counter() - start)
            if done.returncode not in (0, 1):
                raise SystemExit(f"{name} failed ({done.returncode}): {done.stderr.decode()[-2000:]}")
    return {name: round(statistics.median(values) * 1000, 1) for name, values in times.items()}


def main() -> None:
    # every scan timed here is a fresh one: findings kept between runs would time the store instead
    os.environ.setdefault("SKILLGRADE_NO_SCAN_CACHE", "1")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plugin-eval", type=Path, required=True, help="the plugins/plugin-eval folder of a fetch")
    parser.add_argument("--runs", type=int, default=15, help="process runs per tool")
    parser.add_argument("--install-runs", type=int, default=3, help="fresh-venv installs per tool")
    args = parser.parse_args()
    old_python = sys.version_info < (3, 12)
    pe_args = ("--ignore-requires-python",) if old_python else ()

    with tempfile.TemporaryDirectory(prefix="skillgrade-install-bench-") as tmp:
        work = Path(tmp)
        # Copies, so neither build writes into a source tree (setuptools' build/, egg-info).
        ours, theirs = work / "skillgrade", work / "plugin-eval"
        _copy_tracked(REPO, ours)  # what pre-commit clones: the committed files, not local venvs or data
        shutil.copytree(args.plugin_eval, theirs, ignore=shutil.ignore_patterns("__pycache__", ".venv"))
        installs = median_installs(
            {
                "skillgrade (core: the hook)": [str(ours)],
                "skillgrade[all]": [f"{ours}[all]"],
                "plugin-eval": [str(theirs), *pe_args],
            },
            args.install_runs,
        )

        skill = work / "skills" / "csv-cleaner"
        skill.mkdir(parents=True)
        (skill / "SKILL.md").write_text(SKILL, encoding="utf-8")
        venvs = {name: work / f"venv-{name}" for name in ("skillgrade", "plugin-eval")}
        for name, venv in venvs.items():
            subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
            source = [str(ours)] if name == "skillgrade" else [*pe_args, str(theirs)]
            subprocess.run([str(venv / "bin" / "pip"), "install", "-q", *source], check=True, capture_output=True)
        commands = {
            "skillgrade": [str(venvs["skillgrade"] / "bin" / "skillgrade"), "score", "--depth", "quick", str(skill)],
            "plugin-eval": [
                str(venvs["plugin-eval"] / "bin" / "plugin-eval"),
                *("score", str(skill), "--depth", "quick", "--output", "json"),
            ],
        }
        processes = process_times(commands, args.runs, work / "skills")

    core, pe = installs["skillgrade (core: the hook)"], installs["plugin-eval"]
    figures = {
        "python": platform.python_version(),
        "plugin_eval_installed_with_ignore_requires_python": old_python,
        "installs": installs,
        "process_ms": processes,
        "ratios": {
            "hook_install_time": round(core["install_s"] / pe["install_s"], 2),
            "hook_venv_size": round(core["venv_mb"] / pe["venv_mb"], 2),
            "hook_process_time": round(processes["skillgrade"] / processes["plugin-eval"], 2),
        },
        "goal_ratio_at_most": GOAL_RATIO,
    }
    OUT.parent.mkdir(exist_ok=True)
    OUT.write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
    print(f"{'install (fresh venv, pip install)':38} {'seconds':>8} {'venv MB':>8} {'packages':>8}")
    for name, row in installs.items():
        print(f"{name:38} {row['install_s']:8.2f} {row['venv_mb']:8.1f} {row['packages']:8d}")
    print(f"\n{'whole process, one skill, quick':38} {'ms':>8}")
    for name, ms in processes.items():
        print(f"{name:38} {ms:8.1f}")
    print("\nratios skillgrade / plugin-eval (goal <= 0.5):", figures["ratios"])


if __name__ == "__main__":
    main()
