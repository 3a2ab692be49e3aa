"""Benchmark of usage analytics: ingest 100,000 invocation records into SQLite, then report on them.

Not a test. Run it from the repository's venv::

    python perf/bench_usage.py [--records 100000] [--runs 3] [--db URL]

It writes a deterministic file of realistic records (12 skills, 30 days, every signal present in
most records, some missing) to a temporary directory, and times whole ``skillgrade`` processes:
``usage ingest`` into a fresh database, the same ingest again (every record already stored), and
``usage report`` in text and HTML. Prints a table next to the goals and writes ``perf/out/usage.json``.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
OUT = HERE / "out" / "usage.json"
SEED = 20261122
NOW = datetime(2026, 11, 20, 12, 0, tzinfo=timezone.utc)
GOALS = {"ingest_s": 10.0, "report_s": 1.0}
SKILLS = [f"skill-{n:02d}" for n in range(12)]
CATEGORIES = ["code_generation", "analysis", "design", "research", None]


def _maybe(rng: random.Random, value: Any, present: float = 0.85) -> Any:
    return value if rng.random() < present else None


def make_record(rng: random.Random, index: int) -> dict[str, Any]:
    errors = [] if rng.random() < 0.85 else ["tool failed"]
    data = {
        "id": f"bench-{index}",
        "skill_name": rng.choice(SKILLS),
        "category": rng.choice(CATEGORIES),
        "timestamp": (NOW - timedelta(seconds=rng.uniform(0, 30 * 86400))).isoformat(),
        "errors": errors,
        "recovered": rng.random() < 0.5,
        "partial_completion": rng.random() < 0.3,
        "workaround_used": False,
        "failure_explained": True,
        "tokens_used": _maybe(rng, rng.randint(200, 20000)),
        "output_size": _maybe(rng, rng.randint(1, 200)),
        "tool_calls": _maybe(rng, rng.randint(1, 30)),
        "files_changed": _maybe(rng, rng.randint(0, 6)),
        "duration_ms": _maybe(rng, rng.uniform(2_000, 120_000)),
        "output_validated": _maybe(rng, rng.random() < 0.6),
        "requested_items": 4,
        "delivered_items": rng.randint(2, 4),
        "output_type": rng.choice(["code", "text"]),
        "code_quality": {"linter_passed": rng.random() < 0.8, "types_valid": rng.random() < 0.7},
        "user_accepted": _maybe(rng, rng.random() < 0.7, 0.6),
        "user_used_output": True,
        "user_edit_ratio": _maybe(rng, rng.random() * 0.5, 0.6),
        "follow_ups": _maybe(rng, [{"resolved": True}] * rng.randint(0, 2), 0.5),
    }
    return {k: v for k, v in data.items() if v is not None}


def write_corpus(path: Path, count: int) -> None:
    rng = random.Random(SEED)
    with path.open("w", encoding="utf-8") as handle:
        for index in range(count):
            handle.write(json.dumps(make_record(rng, index)) + "\n")


def timed(*args: str) -> tuple[float, str]:
    code = "import sys; from skillgrade.cli.main import main; sys.exit(main(sys.argv[1:]))"
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - started
    if done.returncode != 0:
        sys.exit(f"skillgrade {' '.join(args)} failed ({done.returncode}):\n{done.stderr}")
    return elapsed, done.stdout


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--db", help="database URL instead of a fresh SQLite file per run")
    options = parser.parse_args()
    figures: dict[str, list[float]] = {"ingest_s": [], "reingest_s": [], "report_s": [], "report_html_s": []}
    with tempfile.TemporaryDirectory() as tmp:
        corpus = Path(tmp) / "records.jsonl"
        write_corpus(corpus, options.records)
        for run in range(options.runs):
            db = options.db or str(Path(tmp) / f"usage-{run}.db")
            figures["ingest_s"].append(timed("usage", "ingest", str(corpus), "--db", db)[0])
            figures["reingest_s"].append(timed("usage", "ingest", str(corpus), "--db", db)[0])
            report_args = ("usage", "report", "--db", db, "--now", NOW.strftime("%Y-%m-%dT%H:%M:%S%z"))
            figures["report_s"].append(timed(*report_args)[0])
            figures["report_html_s"].append(timed(*report_args, "--format", "html")[0])
            if options.db:
                break
    medians = {name: statistics.median(values) for name, values in figures.items()}
    print(f"{options.records:,} records, median of {len(figures['ingest_s'])} runs (whole processes)")
    for name, value in medians.items():
        goal = GOALS.get(name)
        verdict = "" if goal is None else f"  goal ≤ {goal:g} s: {'met' if value <= goal else 'MISSED'}"
        print(f"  {name:14} {value:7.2f} s{verdict}")
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(
        json.dumps(
            {
                "records": options.records,
                "python": platform.python_version(),
                "machine": platform.machine(),
                "medians_s": medians,
                "runs": figures,
            },
            indent=2,
        )
    )
    return 0 if all(medians[k] <= v for k, v in GOALS.items()) else 1


if __name__ == "__main__":
    raise SystemExit(main())
