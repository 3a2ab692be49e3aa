"""Rendering a benchmark run (text, json, markdown, junit) and gating it (threshold, baseline)."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape, quoteattr

from skillgrade import __version__
from skillgrade.bench.engine import SkillResult
from skillgrade.bench.evaluators import as_text, short
from skillgrade.bench.loading import LoadedBenchmark
from skillgrade.bench.scoring import Summary
from skillgrade.errors import UsageError

REPORT_KIND = "skillgrade-benchmark-eval"
FORMATS = ("text", "json", "markdown", "junit")
OUTPUT_LIMIT = 2000
MAX_LISTED = 20


@dataclass
class Gate:
    threshold: float | None = None
    """0–100, on the quality score."""
    baseline: dict[str, float] = field(default_factory=dict)
    """Skill name → baseline quality (0–100)."""
    max_drop: float | None = None
    failures: dict[str, list[str]] = field(default_factory=dict)

    @property
    def passed(self) -> bool:
        return not any(self.failures.values())


def pct(value: float | None) -> float | None:
    return None if value is None else round(value * 100, 2)


def apply_gate(skills: list[SkillResult], gate: Gate) -> Gate:
    for skill in skills:
        reasons: list[str] = []
        quality = pct(skill.summary.quality)
        if gate.threshold is not None:
            if quality is None:
                reasons.append("quality could not be scored")
            elif quality < gate.threshold:
                reasons.append(f"quality {quality:g} is below the threshold {gate.threshold:g}")
        if gate.max_drop is not None and skill.name in gate.baseline and quality is not None:
            before = gate.baseline[skill.name]
            if before - quality > gate.max_drop:
                reasons.append(
                    f"quality fell {before - quality:.2f} points from {before:g} (max drop {gate.max_drop:g})"
                )
        gate.failures[skill.name] = reasons
    return gate


def read_baseline(path: Path, benchmark_id: str) -> dict[str, float]:
    """Skill name → quality (0–100) from a previous ``eval --format json`` report."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise UsageError(f"cannot read the baseline report {path}: {getattr(exc, 'strerror', None) or exc}") from None
    if not isinstance(data, dict) or data.get("kind") != REPORT_KIND:
        raise UsageError(f"{path} is not a report of `skillgrade eval --format json`")
    if data.get("benchmark", {}).get("id") != benchmark_id:
        raise UsageError(
            f"the baseline {path} is for benchmark {data.get('benchmark', {}).get('id')!r}, not {benchmark_id!r}"
        )
    result: dict[str, float] = {}
    for skill in data.get("skills", []):
        quality = skill.get("summary", {}).get("quality")
        if isinstance(skill.get("name"), str) and isinstance(quality, (int, float)):
            result[skill["name"]] = float(quality)
    return result


def _summary_json(summary: Summary) -> dict[str, Any]:
    data = asdict(summary)
    for key in ("quality", "overall", "pass_rate", "pass_hat_k", "error_rate", "latency_score"):
        data[key] = pct(data[key])
    for tag in data["tags"].values():
        for key in ("quality", "pass_rate", "error_rate"):
            tag[key] = pct(tag[key])
    return data


def to_json(loaded: LoadedBenchmark, skills: list[SkillResult], gate: Gate) -> dict[str, Any]:
    bench = loaded.benchmark
    return {
        "kind": REPORT_KIND,
        "version": 1,
        "tool": {"name": "skillgrade", "version": __version__},
        "benchmark": {
            "id": bench.id,
            "name": bench.name,
            "version": bench.version,
            "domain": bench.domain,
            "scoringMethod": bench.scoringMethod,
            "maxLatencyMs": bench.maxLatencyMs,
            "source": loaded.source,
            "tasks": len(bench.tasks),
        },
        "scale": "scores are percentages (0–100); overall = quality × (0.8 + 0.2 × latency score)",
        "gate": {"threshold": gate.threshold, "max_drop": gate.max_drop, "passed": gate.passed},
        "skills": [
            {
                "name": skill.name,
                "root": skill.root,
                "runner": skill.runner,
                "passed": not gate.failures.get(skill.name),
                "gate_failures": gate.failures.get(skill.name, []),
                "summary": _summary_json(skill.summary),
                "tasks": [
                    {
                        "id": r.task.id,
                        "description": r.task.description,
                        "tags": list(r.task.tags),
                        "weight": r.task.weight,
                        "evaluator": r.task.evaluator.type,
                        "status": r.status,
                        "score": pct(r.score),
                        "passes": r.passes,
                        "attempts": [
                            {
                                "sample": a.sample,
                                "status": a.status,
                                "score": pct(a.score),
                                "reason": a.reason,
                                "latency_ms": round(a.latency_ms, 1),
                                "output": a.output
                                if len(as_text(a.output)) <= OUTPUT_LIMIT
                                else short(as_text(a.output), OUTPUT_LIMIT),
                            }
                            for a in r.attempts
                        ],
                    }
                    for r in skill.results
                ],
            }
            for skill in skills
        ],
    }


def _fmt(value: float | None, suffix: str = "") -> str:
    return "n/a" if value is None else f"{value * 100:.1f}{suffix}"


def _ms(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.0f} ms"


def _headline(summary: Summary) -> str:
    method = f"pass@{summary.k}" if summary.method == "pass_at_k" else summary.method
    return (
        f"quality {_fmt(summary.quality)} ({method})  overall {_fmt(summary.overall)}  "
        f"pass rate {_fmt(summary.pass_rate, '%')}  errors {_fmt(summary.error_rate, '%')}  "
        f"p95 {_ms(summary.latency_p95_ms)}"
    )


def to_text(loaded: LoadedBenchmark, skills: list[SkillResult], gate: Gate) -> str:
    bench = loaded.benchmark
    lines = [
        f"Benchmark {bench.id} {bench.version} ({len(bench.tasks)} tasks, {bench.scoringMethod}) from {loaded.source}"
    ]
    for skill in skills:
        s = skill.summary
        gated = gate.threshold is not None or gate.max_drop is not None
        verdict = " FAIL" if gate.failures.get(skill.name) else " pass" if gated else ""
        lines += ["", f"{skill.name} [{skill.runner}]{verdict}", f"  {_headline(s)}"]
        counts = ", ".join(f"{n} {k}" for k, n in s.counts.items() if n)
        lines.append(
            f"  attempts: {s.attempts} ({counts})"
            + (f"; {s.unscored_tasks} task(s) unscored" if s.unscored_tasks else "")
        )
        if s.pass_hat_k is not None:
            lines.append(f"  pass^{s.k} (all {s.k} attempts pass): {_fmt(s.pass_hat_k)}")
        if s.tags:
            parts = [
                f"{tag} {_fmt(b.quality)}" + (f" ({_fmt(b.error_rate, '%')} errors)" if b.error_rate else "")
                for tag, b in s.tags.items()
            ]
            lines.append("  by tag: " + ", ".join(parts))
        bad = [r for r in skill.results if r.status != "passed"]
        for r in bad[:MAX_LISTED]:
            reason = next((a.reason for a in r.attempts if a.status != "passed"), "")
            lines.append(f"  ✗ {r.task.id} [{r.status}] {short(reason, 160)}")
        if len(bad) > MAX_LISTED:
            lines.append(f"  … and {len(bad) - MAX_LISTED} more (see --format json)")
        lines += [f"  gate: {reason}" for reason in gate.failures.get(skill.name, [])]
    if not skills:
        lines.append("No skills found.")
    return "\n".join(lines) + "\n"


def _cell(text: str) -> str:
    return short(" ".join(text.split()), 120).replace("|", "\\|")


def to_markdown(loaded: LoadedBenchmark, skills: list[SkillResult], gate: Gate) -> str:
    bench = loaded.benchmark
    lines = [
        f"# Benchmark `{bench.id}` {bench.version}",
        "",
        f"{bench.name}: {len(bench.tasks)} tasks, scoring `{bench.scoringMethod}`. "
        "Overall = quality × (0.8 + 0.2 × latency score).",
        "",
        "| Skill | Runner | Quality | Overall | Pass rate | Errors | p95 | Gate |",
        "|:--|:--|--:|--:|--:|--:|--:|:--|",
    ]
    for skill in skills:
        s = skill.summary
        verdict = "fail" if gate.failures.get(skill.name) else "pass"
        lines.append(
            f"| {_cell(skill.name)} | {skill.runner} | {_fmt(s.quality)} | {_fmt(s.overall)} | "
            f"{_fmt(s.pass_rate, '%')} | {_fmt(s.error_rate, '%')} | {_ms(s.latency_p95_ms)} | {verdict} |"
        )
    for skill in skills:
        lines += ["", f"## {skill.name}", "", "| Task | Status | Score | Latency | Reason |", "|:--|:--|--:|--:|:--|"]
        for r in skill.results:
            latency = sum(a.latency_ms for a in r.attempts) / max(len(r.attempts), 1)
            reason = next(
                (a.reason for a in r.attempts if a.status != "passed"), r.attempts[0].reason if r.attempts else ""
            )
            lines.append(f"| `{r.task.id}` | {r.status} | {_fmt(r.score)} | {latency:.0f} ms | {_cell(reason)} |")
        if skill.summary.tags:
            lines += ["", "| Tag | Tasks | Quality | Errors |", "|:--|--:|--:|--:|"]
            for tag, b in skill.summary.tags.items():
                lines.append(f"| {_cell(tag)} | {b.tasks} | {_fmt(b.quality)} | {_fmt(b.error_rate, '%')} |")
        lines += [f"\n- gate: {reason}" for reason in gate.failures.get(skill.name, [])]
    return "\n".join(lines) + "\n"


def to_junit(loaded: LoadedBenchmark, skills: list[SkillResult], gate: Gate) -> str:
    """One ``testsuite`` per skill, one ``testcase`` per task."""
    bench = loaded.benchmark
    out = ['<?xml version="1.0" encoding="UTF-8"?>', f"<testsuites name={quoteattr('skillgrade eval ' + bench.id)}>"]
    for skill in skills:
        failures = sum(r.status == "failed" for r in skill.results)
        errors = sum(r.status in ("error", "timeout") for r in skill.results)
        skipped = sum(r.status == "unscored" for r in skill.results)
        seconds = sum(a.latency_ms for r in skill.results for a in r.attempts) / 1000
        out.append(
            f'  <testsuite name={quoteattr(f"{bench.id}.{skill.name}")} tests="{len(skill.results)}" '
            f'failures="{failures}" errors="{errors}" skipped="{skipped}" time="{seconds:.3f}">'
        )
        for r in skill.results:
            seconds = sum(a.latency_ms for a in r.attempts) / 1000
            out.append(
                f"    <testcase classname={quoteattr(f'{bench.id}.{skill.name}')} name={quoteattr(r.task.id)} "
                f'time="{seconds:.3f}">'
            )
            bad = [a for a in r.attempts if a.status != "passed"]
            detail = escape("\n".join(f"attempt {a.sample}: {a.status}: {a.reason}" for a in bad))
            first = bad[0].reason if bad else ""
            message = quoteattr(short(f"{r.passes}/{len(r.attempts)} passed; {first}", 300))
            if r.status in ("error", "timeout"):
                out.append(f"      <error type={quoteattr(r.status)} message={message}>{detail}</error>")
            elif r.status == "failed":
                out.append(f'      <failure type="failed" message={message}>{detail}</failure>')
            elif r.status == "unscored":
                out.append(f"      <skipped message={message}/>")
            out.append("    </testcase>")
        out.append("  </testsuite>")
    out.append("</testsuites>")
    return "\n".join(out) + "\n"


def render(output_format: str, loaded: LoadedBenchmark, skills: list[SkillResult], gate: Gate) -> str:
    if output_format == "json":
        return json.dumps(to_json(loaded, skills, gate), indent=2, ensure_ascii=False, default=str) + "\n"
    if output_format == "markdown":
        return to_markdown(loaded, skills, gate)
    if output_format == "junit":
        return to_junit(loaded, skills, gate)
    return to_text(loaded, skills, gate)
