"""Benchmark of ``skillgrade certify`` against a loopback model that answers every call after 500 ms.

Not a test. Run it from the repository's venv::

    python perf/bench_certify.py [--runs 50] [--k 8] [--delay 0.5] [--concurrency 8]

It reuses the tests' scripted model (agent, output grader, prompt writer, pairwise judge, and the
judge layer's grader and router), builds a corpus of 10 skills with ``skillgrade init``, then
certifies one skill whose activation is clear-cut, each time with a fresh cache:

1. ``--stop-width 0`` (all N runs): wall time against 1.3 × (calls ÷ concurrency × delay);
2. the default early stopping: the same bound, and the share of calls it saves (goal ≥ 30 %), both
   of the simulation's calls (prompt set, agent turns, output grades: what early stopping acts on)
   and of all of certify's calls (the judge passes and the pairwise games do not shrink).

The figures go to ``perf/out/certify.json``.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))

from agents.scripted import ScriptedModel, serve  # noqa: E402
from layers.judge.conftest import ScriptedJudge  # noqa: E402
from skillgrade.cli.main import main  # noqa: E402

OUT = HERE / "out" / "certify.json"
SIMULATION_MARKERS = ("<available_skills>", "grade one answer", "write test requests")
SKILL = "csv-profiler"
TOPICS = ["csv", "json", "yaml", "pdf", "git", "sql", "docker", "markdown", "excel", "log"]


def write_skill(folder: Path, name: str, description: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    body = f"# {name}\n\n## Steps\n\n1. Read the input file.\n2. Report what you found.\n\n## Example\n\n`{name} x`\n"
    (folder / "SKILL.md").write_text(f"---\nname: {name}\ndescription: {description}\n---\n\n{body}", "utf-8")


def certify(url: str, work: Path, skill: Path, runs: int, k: int, concurrency: int, stop: str | None) -> float:
    args = [
        "certify", str(skill), "--corpus-dir", str(work / "idx"), "-k", str(k), "--provider", "openai-compatible",
        "--model", "bench", "--base-url", url, "--runs", str(runs), "--concurrency", str(concurrency),
        "--cache-dir", str(work / f"cache-{stop}"), "--format", "json", "-o", str(work / f"report-{stop}.json"),
    ]  # fmt: skip
    if stop is not None:
        args += ["--stop-width", stop]
    started = time.perf_counter()
    with contextlib.redirect_stderr(io.StringIO()) as err:
        code = main(args)
    if code not in (0, 1):  # 1: the gate failed on a finding, which the timing does not care about
        raise SystemExit(f"certify exited {code}: {err.getvalue()}")
    return time.perf_counter() - started


def main_bench() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("--k", type=int, default=8)
    parser.add_argument("--delay", type=float, default=0.5)
    parser.add_argument("--concurrency", type=int, default=8)
    ns = parser.parse_args()
    generated = {
        "should_trigger": [f"profile the csv file {i}" for i in range(5)],
        "should_not_trigger": [f"render report {i} as pdf" for i in range(5)],
    }
    model = ScriptedModel(
        choose=lambda p: SKILL if "csv" in p else None,
        generated=generated,
        verdict=lambda first, second: "A" if first == SKILL else "B",
        delay=ns.delay,
        fallback=ScriptedJudge(),
    )
    server = serve(model)
    figures: dict[str, object] = {"runs": ns.runs, "k": ns.k, "delay_s": ns.delay, "concurrency": ns.concurrency}
    try:
        with tempfile.TemporaryDirectory() as temporary:
            work = Path(temporary)
            for topic in TOPICS:
                write_skill(work / "corpus" / f"{topic}-tool", f"{topic}-tool", f"Work with {topic} files and data.")
            with contextlib.redirect_stdout(io.StringIO()):
                assert main(["init", str(work / "corpus"), "--corpus-dir", str(work / "idx")]) == 0
            skill = work / "mine" / SKILL
            write_skill(skill, SKILL, "Profile CSV files: columns, types and empty cells. Use before loading a CSV.")
            for label, stop in (("all_runs", "0"), ("early_stop", None)):
                before = len(server.requests)
                wall = certify(server.url, work, skill, ns.runs, ns.k, ns.concurrency, stop)
                calls = len(server.requests) - before
                simulation = sum(
                    any(marker in r.body["messages"][0]["content"] for marker in SIMULATION_MARKERS)
                    for r in server.requests[before:]
                )
                bound = 1.3 * calls / ns.concurrency * ns.delay
                report = json.loads((work / f"report-{stop}.json").read_text())
                mc = next(x for x in report["layers"] if x["name"] == "monte_carlo")["monte_carlo"]
                figures[label] = {
                    "wall_s": round(wall, 2),
                    "calls": calls,
                    "simulation_calls": simulation,
                    "bound_s": round(bound, 2),
                    "within": wall <= bound,
                    "runs_done": mc.get("runs_done") if isinstance(mc, dict) else None,
                    "elo": report["composite"]["elo"],
                }
                verdict = "OK" if wall <= bound else "MISS"
                print(f"{label:>10}: {calls} calls, {wall:.2f} s (bound {bound:.2f} s) {verdict}")
    finally:
        server.stop()
    full, early = figures["all_runs"], figures["early_stop"]
    assert isinstance(full, dict) and isinstance(early, dict)
    saved = 1 - early["simulation_calls"] / full["simulation_calls"]
    saved_overall = 1 - early["calls"] / full["calls"]
    figures["simulation_calls_saved"] = round(saved, 3)
    figures["calls_saved"] = round(saved_overall, 3)
    print(f"early stopping saves {saved:.0%} of the simulation's calls (goal ≥ 30%), {saved_overall:.0%} of all calls")
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main_bench()
