"""The quick path on real skill folders, whole processes, side by side with PluginEval's static layer.

Not a test. ``perf/bench_quick.py`` times 1,000 generated skills; this times what users wait for on
real ones: the 217 third-party skills of ``../shared/corpus`` with their scripts and references.
PluginEval is not vendored: fetch wshobson/agents, unpack ``plugins/plugin-eval`` and give its
``src`` folder and a Python that has its dependencies (pydantic, typer, rich, pyyaml)::

    python perf/bench_real.py --plugineval SRC --plugineval-python PY [--corpus DIR] [--runs 7]

Two comparisons, each interleaved run by run so that machine load hits both tools alike:

- **the whole corpus**: ``skillgrade score --depth quick CORPUS --format json --output FILE`` against
  one PluginEval process that imports its engine and evaluates every skill folder at quick depth
  (what its ``scripts/eval_all.py`` does per plugin) and writes their composites as JSON;
- **the hook**: ``skillgrade score --depth quick SKILL.md`` on one real skill against PluginEval's
  CLI ``plugin-eval score SKILL --depth quick --output json``.

The corpus is timed twice for skillgrade: scanning every skill afresh (``--no-scan-cache``, the figure
the goal is judged on: PluginEval keeps nothing between runs) and, as ``skillgrade_warm``, again over
unchanged skills with the security findings kept by the previous run (a store in a temporary folder,
filled by the warm-up run). The hook (the bare pre-commit path) never uses the store.

Medians, ranges and the ratios go to stdout and ``perf/out/real.json``; ``--hook-only`` times only
the hook and writes ``perf/out/real_hook.json``.

``--baseline SRC`` times a third command in the same interleaving: this skillgrade run from
another checkout's ``src`` folder (``git worktree add /tmp/before <commit>``, or ``git archive
<commit> src | tar -x -C /tmp/before``), so a speed change is judged against the code before it
on the same load, run by run, rather than against a figure taken earlier on a busier or idler box.
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
OUT = HERE / "out" / "real.json"
HOOK_OUT = HERE / "out" / "real_hook.json"
CORPUS_GOAL = 1.5
HOOK_GOAL = 0.5
HOOK_SKILL = "anthropics__skills/skills/webapp-testing"

PLUGINEVAL_BATCH = """
import json, sys
from pathlib import Path
from plugin_eval.engine import EvalEngine
from plugin_eval.models import Depth, EvalConfig
engine = EvalEngine(EvalConfig(depth=Depth.QUICK))
out = {}
for folder in sys.argv[2:]:
    try:
        out[folder] = engine.evaluate_skill(Path(folder)).composite.score
    except Exception:
        out[folder] = None
Path(sys.argv[1]).write_text(json.dumps(out))
"""

PLUGINEVAL_CLI = "import sys; from plugin_eval.cli import app; sys.argv[0] = 'plugin-eval'; app()"
SKILLGRADE_FROM_SRC = "import sys; from skillgrade.cli import run; sys.argv[0] = 'skillgrade'; sys.exit(run())"
"""skillgrade's console script, for a checkout put first on ``PYTHONPATH`` (``--baseline``)."""


def skill_folders(corpus: Path) -> list[Path]:
    return sorted(p.parent for p in corpus.rglob("SKILL.md"))


def timed(command: list[str], env: dict[str, str], cwd: Path) -> float:
    start = time.perf_counter()
    done = subprocess.run(command, env=env, cwd=cwd, capture_output=True, text=True, check=False)
    seconds = time.perf_counter() - start
    # skillgrade exits 1 when a gate fails: that is a verdict, not a failed run.
    if done.returncode not in (0, 1):
        raise SystemExit(f"{command[:4]} failed ({done.returncode}): {done.stderr.strip()[-400:]}")
    return seconds


def interleaved(commands: dict[str, tuple[list[str], dict[str, str]]], runs: int, cwd: Path) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {name: [] for name in commands}
    for command, env in commands.values():  # one warm-up each: bytecode and page cache
        timed(command, env, cwd)
    for _ in range(runs):
        for name, (command, env) in commands.items():
            times[name].append(timed(command, env, cwd))
    return times


def summary(times: list[float]) -> dict[str, float]:
    median = statistics.median(times)
    return {"median_s": round(median, 4), "min_s": round(min(times), 4), "max_s": round(max(times), 4)}


def report_hook(times: dict[str, list[float]], runs: int) -> None:
    ratio = statistics.median(times["skillgrade"]) / statistics.median(times["plugineval"])
    figures = {
        "python": platform.python_version(),
        "cpus": os.cpu_count(),
        "load_before": os.getloadavg()[0],
        "hook_skill": HOOK_SKILL,
        "hook": {name: summary(t) for name, t in times.items()},
        "hook_ratio": round(ratio, 3),
        "hook_goal": HOOK_GOAL,
        "runs": runs * 2,
    }
    HOOK_OUT.parent.mkdir(parents=True, exist_ok=True)
    HOOK_OUT.write_text(json.dumps(figures, indent=2) + "\n")
    ours, theirs = statistics.median(times["skillgrade"]), statistics.median(times["plugineval"])
    verdict = "met" if ratio <= HOOK_GOAL else "MISSED"
    print(f"  hook, one skill  skillgrade {ours:.3f} s  PluginEval {theirs:.3f} s", end="")
    print(f"  ratio {ratio:.2f} (goal ≤ {HOOK_GOAL}: {verdict}; {runs * 2} runs each)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, default=REPO.parent / "shared" / "corpus")
    parser.add_argument("--plugineval", type=Path, required=True, help="src/ of a fetched plugins/plugin-eval")
    parser.add_argument("--plugineval-python", required=True, help="a Python with PluginEval's dependencies")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--baseline", type=Path, help="src/ of another skillgrade checkout, timed in the same runs")
    parser.add_argument("--hook-only", action="store_true", help="time only the hook (one skill), not the corpus")
    args = parser.parse_args()

    skillgrade = shutil.which("skillgrade") or str(Path(sys.executable).with_name("skillgrade"))
    folders = skill_folders(args.corpus.resolve())
    hook_skill = args.corpus.resolve() / HOOK_SKILL
    # Both tools run with their bytecode cached, as after a normal install (a shell that sets
    # PYTHONDONTWRITEBYTECODE would otherwise have every run compile our modules from source).
    ours_env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"} | {"NO_COLOR": "1"}
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(REPO / "src")], check=True, env=ours_env)
    theirs_env = {"PYTHONPATH": str(args.plugineval.resolve()), "PATH": "/usr/bin:/bin", "HOME": tempfile.gettempdir()}
    baseline: list[str] = []
    if args.baseline is not None:
        baseline = [sys.executable, "-c", SKILLGRADE_FROM_SRC]
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(args.baseline)], check=True, env=ours_env)
    # a baseline that keeps findings between runs would time its store: it scans afresh, as "skillgrade" does
    baseline_env = (
        ours_env | {"PYTHONPATH": str(args.baseline.resolve()), "SKILLGRADE_NO_SCAN_CACHE": "1"}
        if args.baseline is not None
        else ours_env
    )

    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        corpus_run = ["score", "--depth", "quick", str(args.corpus.resolve()), "--format", "json", "--output"]
        warm_env = ours_env | {"SKILLGRADE_CACHE_DIR": str(work / "cache")}
        corpus_commands = {
            "skillgrade": ([skillgrade, *corpus_run, str(work / "ours.json"), "--no-scan-cache"], ours_env),
            "skillgrade_warm": ([skillgrade, *corpus_run, str(work / "warm.json")], warm_env),
            "plugineval": (
                [args.plugineval_python, "-c", PLUGINEVAL_BATCH, str(work / "theirs.json"), *map(str, folders)],
                theirs_env,
            ),
        }
        hook_run = ["score", "--depth", "quick", str(hook_skill / "SKILL.md")]
        plugineval_cli = [args.plugineval_python, "-c", PLUGINEVAL_CLI]  # then the same depth as ours
        hook_commands = {
            "skillgrade": ([skillgrade, *hook_run], ours_env),
            "plugineval": ([*plugineval_cli, "score", str(hook_skill), *hook_run[1:3], "--output", "json"], theirs_env),
        }
        if baseline:
            corpus_commands["baseline"] = ([*baseline, *corpus_run, str(work / "baseline.json")], baseline_env)
            hook_commands["baseline"] = ([*baseline, *hook_run], baseline_env)
        if args.hook_only:
            report_hook(interleaved(hook_commands, args.runs * 2, work), args.runs)
            return
        corpus_times = interleaved(corpus_commands, args.runs, work)
        scored = json.loads((work / "theirs.json").read_text())
        hook_times = interleaved(hook_commands, args.runs * 2, work)

    corpus_ratio = statistics.median(corpus_times["skillgrade"]) / statistics.median(corpus_times["plugineval"])
    warm_ratio = statistics.median(corpus_times["skillgrade_warm"]) / statistics.median(corpus_times["plugineval"])
    hook_ratio = statistics.median(hook_times["skillgrade"]) / statistics.median(hook_times["plugineval"])
    figures = {
        "python": platform.python_version(),
        "cpus": os.cpu_count(),
        "load_before": os.getloadavg()[0],
        "skills": len(folders),
        "plugineval_scored": sum(1 for v in scored.values() if v is not None),
        "corpus": {name: summary(t) for name, t in corpus_times.items()},
        "corpus_ratio": round(corpus_ratio, 3),
        "corpus_warm_ratio": round(warm_ratio, 3),
        "corpus_goal": CORPUS_GOAL,
        "hook_skill": HOOK_SKILL,
        "hook": {name: summary(t) for name, t in hook_times.items()},
        "hook_ratio": round(hook_ratio, 3),
        "hook_goal": HOOK_GOAL,
        "runs": args.runs,
    }
    if baseline:
        figures["baseline"] = str(args.baseline.resolve())
        for label, times in (("corpus", corpus_times), ("hook", hook_times)):
            before = statistics.median(times["baseline"])
            figures[f"{label}_baseline_ratio"] = round(before / statistics.median(times["plugineval"]), 3)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(figures, indent=2) + "\n")
    print(f"{len(folders)} real skills ({figures['plugineval_scored']} scored by PluginEval), {args.runs} runs each")
    for label, times, ratio, goal in (
        ("whole corpus", corpus_times, corpus_ratio, CORPUS_GOAL),
        ("hook, one skill", hook_times, hook_ratio, HOOK_GOAL),
    ):
        ours, theirs = statistics.median(times["skillgrade"]), statistics.median(times["plugineval"])
        verdict = "met" if ratio <= goal else "MISSED"
        print(f"  {label:16} skillgrade {ours:.3f} s  PluginEval {theirs:.3f} s", end="")
        print(f"  ratio {ratio:.2f} (goal ≤ {goal}: {verdict})")
        if "skillgrade_warm" in times:
            warm = statistics.median(times["skillgrade_warm"])
            print(f"  {'':16} kept scan  {warm:.3f} s  ratio {warm / theirs:.2f} (unchanged skills, findings kept)")
        if "baseline" in times:
            before = statistics.median(times["baseline"])
            print(f"  {'':16} baseline   {before:.3f} s  ratio {before / theirs:.2f}")


if __name__ == "__main__":
    main()
