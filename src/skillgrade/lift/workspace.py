"""The Agent Skills "evaluating skills" workspace, written so other tools can read our runs.

``<workspace>/iteration-N/`` (N = one more than the last iteration there; with several agents one
such tree per agent under ``<workspace>/<agent>/``):

* ``eval-<id>/eval_metadata.json``: ``eval_id``, ``eval_name``, ``prompt``, ``assertions``;
* ``eval-<id>/<configuration>/run-<k>/`` for ``with_skill``, ``without_skill`` and ``forced_skill``
  (k from 1): ``outputs/answer.md``, ``transcript.jsonl``, ``timing.json`` (``total_tokens``,
  ``duration_ms``, ``total_duration_seconds``, ``executor_duration_seconds``) and ``grading.json``
  (``expectations[{text, passed, evidence}]``, ``summary{passed, failed, total, pass_rate}``,
  ``execution_metrics``, ``timing``). An errored or unscored run has ``error.txt`` instead of a
  ``grading.json``, so no reader can count it as a 0;
* ``benchmark.json`` (``metadata``, ``runs[]`` with ``configuration`` and a nested ``result``,
  ``run_summary`` per configuration with mean / sample stddev / min / max and a signed ``delta``
  of with − without, ``notes``) and ``benchmark.md``.

The field names are skill-creator's (``references/schemas.md``); the values are ours: the pass
rate of a run is its score as ``grading`` computes it, the notes carry the paired intervals.
"""

from __future__ import annotations

import json
import re
import statistics
from collections.abc import Sequence
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from skillgrade.lift.formats import EvalCase, EvalSuite
from skillgrade.lift.runner import RunRecord

CONFIGURATIONS = {"with": "with_skill", "without": "without_skill", "forced": "forced_skill"}


def next_iteration(folder: Path) -> Path:
    numbers = [int(m.group(1)) for p in folder.glob("iteration-*") if (m := re.fullmatch(r"iteration-(\d+)", p.name))]
    return folder / f"iteration-{max(numbers, default=0) + 1}"


def eval_id(case_id: str) -> int | str:
    """skill-creator's ids are integers: a numeric id is written as one."""
    return int(case_id) if case_id.isdigit() else case_id


def expectations(case: EvalCase, record: RunRecord) -> list[dict[str, Any]]:
    if record.grade is None:
        return []
    rows = []
    for check in record.grade.checks:
        if not check.counted:
            continue
        text = f"The final answer contains {check.text!r}" if check.kind == "ground_truth" else check.text
        rows.append({"text": text, "passed": check.passed, "evidence": check.detail})
    return rows


def tool_calls(trajectory: Sequence[dict[str, Any]]) -> dict[str, int]:
    counts: dict[str, int] = {}

    def add(name: str) -> None:
        counts[name] = counts.get(name, 0) + 1

    for event in trajectory:
        if event.get("type") == "tool_call":
            add(str(event.get("tool")))
        elif event.get("type") == "assistant":
            for block in (event.get("message") or {}).get("content") or []:
                if isinstance(block, dict) and block.get("type") == "tool_use":
                    add(str(block.get("name")))
        elif event.get("type") == "item.completed" and (event.get("item") or {}).get("type") == "command_execution":
            add("command_execution")
    return counts


def write_run(folder: Path, case: EvalCase, record: RunRecord) -> dict[str, Any] | None:
    """One run's files; its ``benchmark.json`` row, or None when it has no score."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "outputs").mkdir(exist_ok=True)
    (folder / "outputs" / "answer.md").write_text(record.run.answer or "", encoding="utf-8")
    transcript = "\n".join(json.dumps(e, ensure_ascii=False) for e in record.run.trajectory)
    (folder / "transcript.jsonl").write_text(transcript + "\n", encoding="utf-8")
    seconds = round(record.run.duration_s, 3)
    tokens = record.run.usage.total
    timing = {
        "total_tokens": tokens,
        "duration_ms": round(record.run.duration_s * 1000),
        "total_duration_seconds": seconds,
        "executor_duration_seconds": seconds,
    }
    _dump(folder / "timing.json", timing)
    if record.score is None:
        reason = record.run.error or "; ".join(
            f"{c.kind}: {c.detail}" for c in (record.grade.checks if record.grade else []) if c.passed is None
        )
        (folder / "error.txt").write_text(f"not scored: {reason}\n", encoding="utf-8")
        return None
    rows = expectations(case, record)
    passed = sum(1 for r in rows if r["passed"])
    calls = tool_calls(record.run.trajectory)
    grading = {
        "expectations": rows,
        "summary": {"passed": passed, "failed": len(rows) - passed, "total": len(rows), "pass_rate": record.score},
        "execution_metrics": {
            "tool_calls": calls,
            "total_tool_calls": sum(calls.values()),
            "errors_encountered": 0,
            "output_chars": len(record.run.answer or ""),
            "transcript_chars": len(transcript),
        },
        "timing": {"executor_duration_seconds": seconds, "total_duration_seconds": seconds},
    }
    _dump(folder / "grading.json", grading)
    return {
        "eval_id": eval_id(case.id),
        "eval_name": case.id,
        "configuration": CONFIGURATIONS[record.arm],
        "run_number": record.repeat + 1,
        "result": {
            "pass_rate": record.score,
            "passed": passed,
            "failed": len(rows) - passed,
            "total": len(rows),
            "time_seconds": seconds,
            "tokens": tokens,
            "tool_calls": sum(calls.values()),
            "errors": 0,
        },
        "expectations": rows,
        "notes": [],
    }


def _stats(values: Sequence[float]) -> dict[str, float] | None:
    if not values:
        return None
    return {
        "mean": statistics.fmean(values),
        "stddev": statistics.stdev(values) if len(values) > 1 else 0.0,
        "min": min(values),
        "max": max(values),
    }


def _delta(a: dict[str, float] | None, b: dict[str, float] | None, digits: int) -> str | None:
    if a is None or b is None:
        return None
    return f"{a['mean'] - b['mean']:+.{digits}f}"


def run_summary(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    summary: dict[str, Any] = {}
    for configuration in CONFIGURATIONS.values():
        mine = [r["result"] for r in rows if r["configuration"] == configuration]
        if mine:
            summary[configuration] = {
                key: _stats([float(r[key]) for r in mine]) for key in ("pass_rate", "time_seconds", "tokens")
            }
    with_, without = summary.get("with_skill", {}), summary.get("without_skill", {})
    summary["delta"] = {
        "pass_rate": _delta(with_.get("pass_rate"), without.get("pass_rate"), 2),
        "time_seconds": _delta(with_.get("time_seconds"), without.get("time_seconds"), 1),
        "tokens": _delta(with_.get("tokens"), without.get("tokens"), 0),
    }
    return summary


def write_iteration(
    folder: Path,
    suite: EvalSuite,
    records: Sequence[RunRecord],
    *,
    agent: str,
    skill_root: Path,
    judge_model: str | None,
    repeats: int,
    notes: Sequence[str],
) -> Path:
    """One ``iteration-N`` for one agent's runs; returns its folder."""
    iteration = next_iteration(folder)
    iteration.mkdir(parents=True)
    cases = {case.id: case for case in suite.cases}
    rows = []
    for case in suite.cases:
        _dump(
            iteration / f"eval-{case.id}" / "eval_metadata.json",
            {"eval_id": eval_id(case.id), "eval_name": case.id, "prompt": case.prompt, "assertions": list(case.rubric)},
        )
    for record in sorted(records, key=lambda r: (r.case_id, r.arm, r.repeat)):
        case = cases[record.case_id]
        run_folder = iteration / f"eval-{case.id}" / CONFIGURATIONS[record.arm] / f"run-{record.repeat + 1}"
        row = write_run(run_folder, case, record)
        if row is not None:
            rows.append(row)
    benchmark = {
        "metadata": {
            "skill_name": suite.skill_name,
            "skill_path": str(skill_root),
            "executor_model": agent,
            "analyzer_model": judge_model,
            "timestamp": datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
            "evals_run": [eval_id(case.id) for case in suite.cases if case.scorable],
            "runs_per_configuration": repeats,
        },
        "runs": rows,
        "run_summary": run_summary(rows),
        "notes": list(notes),
    }
    _dump(iteration / "benchmark.json", benchmark)
    (iteration / "benchmark.md").write_text(_markdown(benchmark), encoding="utf-8")
    return iteration


def _markdown(benchmark: dict[str, Any]) -> str:
    meta = benchmark["metadata"]
    lines = [
        f"# Benchmark: {meta['skill_name']}",
        "",
        f"Agent `{meta['executor_model']}`, {meta['runs_per_configuration']} runs per configuration.",
        "",
        "| Configuration | Pass rate (mean ± sd) | Time s | Tokens |",
        "|---|---|---:|---:|",
    ]
    for configuration, stats in benchmark["run_summary"].items():
        if configuration == "delta":
            continue
        rate, time, tokens = stats["pass_rate"], stats["time_seconds"], stats["tokens"]
        rate_text = f"{rate['mean']:.2f} ± {rate['stddev']:.2f}"
        lines.append(f"| {configuration} | {rate_text} | {time['mean']:.1f} | {tokens['mean']:.0f} |")
    delta = benchmark["run_summary"]["delta"]
    lines += ["", f"Delta (with − without): pass rate {delta['pass_rate']}, time {delta['time_seconds']} s, "
              f"tokens {delta['tokens']}."]  # fmt: skip
    lines += [""] + [f"- {note}" for note in benchmark["notes"]]
    return "\n".join(lines) + "\n"


def _dump(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False) + "\n", encoding="utf-8")
