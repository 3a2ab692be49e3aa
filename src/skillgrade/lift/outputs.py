"""The lift summary (``summary.json``, versioned), its renderings, per-run files and the GEPA export."""

from __future__ import annotations

import json
import math
import re
import shutil
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal
from xml.sax.saxutils import escape, quoteattr

from pydantic import BaseModel

from skillgrade.lift.formats import EvalSuite
from skillgrade.lift.runner import RunRecord
from skillgrade.lift.stats import LiftStats, summarise

SCHEMA_VERSION = "skillgrade.lift/2"
NO_GRADER_WARNING = (
    "case {id!r} has neither expected_behavior nor ground_truth: it scores 0.0 in every arm, as "
    "BenchFlow's grading says, and was not run; it pulls every mean toward 0"
)


class CaseLift(BaseModel):
    id: str
    status: Literal["scored", "no_grader", "errored"]
    """``no_grader``: neither rubric nor ground truth, 0.0 by the seed's rule, not run;
    ``errored``: the with or without arm has no scored run."""
    with_scores: list[float | None] = []
    without_scores: list[float | None] = []
    forced_scores: list[float | None] = []
    """One entry per repeat; None for an errored or unscored run. Empty when the arm was not run."""
    with_mean: float | None = None
    without_mean: float | None = None
    forced_mean: float | None = None
    lift: float | None = None
    """with − without."""
    errors: list[str] = []


class AgentLift(BaseModel):
    agent: str
    overall: LiftStats
    """with vs without: the lift."""
    body: LiftStats | None = None
    """forced vs without: what the skill's body is worth when it is given outright."""
    routing: LiftStats | None = None
    """with vs forced: negative when the description does not route the agent to the body."""
    cases: list[CaseLift]
    errored_runs: int
    gate_passed: bool | None = None


class Summary(BaseModel):
    schema_version: str = SCHEMA_VERSION
    skill: str
    evals_format: str
    arms: list[str] = ["with", "without"]
    repeats: int
    seed: int
    judge_model: str | None = None
    """The model that graded rubric items (evals ``defaults.judge_model`` unless overridden)."""
    isolation: str = "host"
    """``host`` or ``container (IMAGE)``: where the command agents ran."""
    min_lift: float | None
    agents: list[AgentLift]
    passed: bool
    """False when ``min_lift`` is set and some agent's interval lower bound is below it (or unknown)."""
    warnings: list[str] = []


def _mean(values: Sequence[float | None]) -> float | None:
    scored = [v for v in values if v is not None]
    return sum(scored) / len(scored) if scored else None


def _case(case_id: str, runs: Sequence[RunRecord]) -> CaseLift:
    scores = {arm: [r.score for r in runs if r.arm == arm] for arm in ("with", "without", "forced")}
    means = {arm: _mean(values) for arm, values in scores.items()}
    with_mean, without_mean = means["with"], means["without"]
    both = with_mean is not None and without_mean is not None
    return CaseLift(
        id=case_id,
        status="scored" if both else "errored",
        with_scores=scores["with"],
        without_scores=scores["without"],
        forced_scores=scores["forced"],
        with_mean=with_mean,
        without_mean=without_mean,
        forced_mean=means["forced"],
        lift=with_mean - without_mean if with_mean is not None and without_mean is not None else None,
        errors=[f"{r.arm} #{r.repeat}: {r.run.error}" for r in runs if r.run.error],
    )


def _pairs(cases: Sequence[CaseLift], first: str, second: str) -> list[tuple[float, float]]:
    pairs = []
    for case in cases:
        a, b = getattr(case, f"{first}_mean"), getattr(case, f"{second}_mean")
        if a is not None and b is not None:
            pairs.append((a, b))
    return pairs


def summarise_runs(
    suite: EvalSuite,
    records: Sequence[RunRecord],
    agents: Sequence[str],
    *,
    repeats: int,
    seed: int = 0,
    min_lift: float | None = None,
    resamples: int = 10_000,
    arms: Sequence[str] = ("with", "without"),
    judge_model: str | None = None,
    isolation: str = "host",
) -> Summary:
    forced = "forced" in arms
    warnings = [NO_GRADER_WARNING.format(id=case.id) for case in suite.cases if not case.scorable]
    results = []
    for agent in agents:
        mine = [r for r in records if r.agent == agent]
        cases = []
        for case in suite.cases:
            if not case.scorable:
                zero = 0.0
                cases.append(
                    CaseLift(
                        id=case.id, status="no_grader", with_mean=zero, without_mean=zero,
                        forced_mean=zero if forced else None, lift=0.0,
                    )
                )  # fmt: skip
                continue
            runs = sorted((r for r in mine if r.case_id == case.id), key=lambda r: r.repeat)
            cases.append(_case(case.id, runs))
        scored = [c for c in cases if c.status != "errored"]
        overall = summarise(_pairs(scored, "with", "without"), seed=seed, resamples=resamples)
        body = summarise(_pairs(cases, "forced", "without"), seed=seed, resamples=resamples) if forced else None
        routing = summarise(_pairs(cases, "with", "forced"), seed=seed, resamples=resamples) if forced else None
        gate = None
        if min_lift is not None:
            gate = overall.ci_low is not None and overall.ci_low >= min_lift - 1e-12
        errored = sum(1 for r in mine if r.run.error)
        results.append(
            AgentLift(
                agent=agent, overall=overall, body=body, routing=routing, cases=cases, errored_runs=errored,
                gate_passed=gate,
            )
        )  # fmt: skip
    passed = all(a.gate_passed is not False for a in results)
    return Summary(
        skill=suite.skill_name,
        evals_format=suite.format,
        arms=list(arms),
        repeats=repeats,
        seed=seed,
        judge_model=judge_model,
        isolation=isolation,
        min_lift=min_lift,
        agents=results,
        passed=passed,
        warnings=warnings,
    )


def signed(value: float | None, digits: int = 3) -> str:
    """``+0.125`` / ``-0.300`` / ``n/a``: a negative lift always prints as negative."""
    if value is None or math.isnan(value):
        return "n/a"
    if round(value, digits) == 0:
        return f"{0:.{digits}f}"
    return f"{value:+.{digits}f}"


def _num(value: float | None, digits: int = 3) -> str:
    return "n/a" if value is None else f"{value:.{digits}f}"


def _p(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.4g}"


def _comparisons(agent: AgentLift) -> list[tuple[str, LiftStats]]:
    rows = [("with − without (lift)", agent.overall)]
    if agent.body is not None:
        rows.append(("forced − without (body)", agent.body))
    if agent.routing is not None:
        rows.append(("with − forced (routing)", agent.routing))
    return rows


def render_text(summary: Summary) -> str:
    arms = "/".join(summary.arms)
    lines = [
        f"Skill lift: {summary.skill} ({summary.evals_format} evals, arms {arms}, "
        f"{summary.repeats} repeats per arm, runs on the {summary.isolation})",
        "",
    ]
    header = f"{'agent':<28} {'cases':>5} {'with':>6} {'without':>7} {'lift':>7} {'95% CI':>17} {'p':>7} {'MDE':>6}"
    lines.append(header)
    for agent in summary.agents:
        o = agent.overall
        ci = f"[{signed(o.ci_low)}, {signed(o.ci_high)}]"
        lines.append(
            f"{agent.agent[:28]:<28} {o.n_cases:>5} {_num(o.with_mean):>6} {_num(o.without_mean):>7} "
            f"{signed(o.lift):>7} {ci:>17} {_p(o.p_value):>7} {_num(o.mde, 2):>6}"
        )
    for agent in summary.agents:
        if agent.body is None:
            continue
        lines += ["", f"{agent.agent} — paired comparisons of the three arms"]
        for label, stats in _comparisons(agent):
            lines.append(
                f"  {label:<26} {signed(stats.lift):>7} [{signed(stats.ci_low)}, {signed(stats.ci_high)}]"
                f"  p={_p(stats.p_value)}  n={stats.n_cases}"
            )
    for agent in summary.agents:
        lines += ["", f"{agent.agent} — per case ({agent.overall.test}; errored runs: {agent.errored_runs})"]
        for case in agent.cases:
            if case.status == "no_grader":
                lines.append(f"  {case.id:<24} 0.0 in every arm (no expected_behavior or ground_truth; not run)")
                continue
            forced = f"  forced {_num(case.forced_mean)}" if case.forced_scores else ""
            lines.append(
                f"  {case.id:<24} with {_num(case.with_mean)}  without {_num(case.without_mean)}{forced}  "
                f"lift {signed(case.lift)}" + ("  [errored]" if case.status == "errored" else "")
            )
            lines += [f"      error: {e}" for e in case.errors[:3]]
    lines += [f"warning: {w}" for w in summary.warnings] if summary.warnings else []
    if summary.min_lift is not None:
        verdict = "passed" if summary.passed else "FAILED"
        lines += ["", f"Gate --min-lift {signed(summary.min_lift)}: {verdict} (CI lower bound vs it)"]
    return "\n".join(lines) + "\n"


def render_markdown(summary: Summary) -> str:
    judge = f", judge `{summary.judge_model}`" if summary.judge_model else ""
    lines = [
        f"# Skill lift: `{summary.skill}`",
        "",
        f"{summary.evals_format} evals, arms {', '.join(summary.arms)}, {summary.repeats} repeats per arm, "
        f"bootstrap seed {summary.seed}, runs on the {summary.isolation}{judge}.",
        "",
        "| Agent | Cases | With | Without | Lift | 95% CI | p | Test | MDE |",
        "|---|---:|---:|---:|---:|---|---:|---|---:|",
    ]
    for agent in summary.agents:
        o = agent.overall
        lines.append(
            f"| {agent.agent} | {o.n_cases} | {_num(o.with_mean)} | {_num(o.without_mean)} | {signed(o.lift)} | "
            f"[{signed(o.ci_low)}, {signed(o.ci_high)}] | {_p(o.p_value)} | {o.test} | {_num(o.mde, 2)} |"
        )
    forced = "forced" in summary.arms
    for agent in summary.agents:
        lines += ["", f"## {agent.agent}", ""]
        if agent.body is not None:
            lines += ["| Comparison | Cases | Difference | 95% CI | p |", "|---|---:|---:|---|---:|"]
            for label, stats in _comparisons(agent):
                lines.append(
                    f"| {label} | {stats.n_cases} | {signed(stats.lift)} | "
                    f"[{signed(stats.ci_low)}, {signed(stats.ci_high)}] | {_p(stats.p_value)} |"
                )
            lines.append("")
        if forced:
            lines += ["| Case | Status | With | Without | Forced | Lift |", "|---|---|---:|---:|---:|---:|"]
        else:
            lines += ["| Case | Status | With | Without | Lift |", "|---|---|---:|---:|---:|"]
        for case in agent.cases:
            extra = f" {_num(case.forced_mean)} |" if forced else ""
            lines.append(
                f"| {case.id} | {case.status} | {_num(case.with_mean)} | {_num(case.without_mean)} |{extra} "
                f"{signed(case.lift)} |"
            )
    if summary.warnings:
        lines += [""] + [f"> warning: {w}" for w in summary.warnings]
    if summary.min_lift is not None:
        lines += ["", f"Gate `--min-lift {summary.min_lift}`: **{'passed' if summary.passed else 'failed'}**"]
    return "\n".join(lines) + "\n"


def render_junit(summary: Summary) -> str:
    out = ['<?xml version="1.0" encoding="UTF-8"?>', "<testsuites>"]
    for agent in summary.agents:
        cases = [c for c in agent.cases if c.status != "no_grader"]
        failures = sum(1 for c in cases if c.lift is not None and c.lift < 0) + (agent.gate_passed is False)
        errors = sum(1 for c in cases if c.status == "errored")
        name = quoteattr(f"skill-lift {summary.skill} {agent.agent}")
        out.append(f'  <testsuite name={name} tests="{len(cases) + 1}" failures="{failures}" errors="{errors}">')
        for case in cases:
            out.append(f"    <testcase classname={quoteattr(agent.agent)} name={quoteattr(case.id)}>")
            if case.status == "errored":
                out.append(f"      <error message={quoteattr('; '.join(case.errors) or 'no scored run')}/>")
            elif case.lift is not None and case.lift < 0:
                out.append(f"      <failure message={quoteattr(f'negative lift {signed(case.lift)}')}/>")
            out.append("    </testcase>")
        o = agent.overall
        out.append(f'    <testcase classname={quoteattr(agent.agent)} name="overall lift">')
        text = f"lift {signed(o.lift)} [{signed(o.ci_low)}, {signed(o.ci_high)}] p={_p(o.p_value)}"
        if agent.gate_passed is False:
            out.append(f"      <failure message={quoteattr(f'below --min-lift {summary.min_lift}: {text}')}/>")
        out.append(f"      <system-out>{escape(text)}</system-out>")
        out.append("    </testcase>")
        out.append("  </testsuite>")
    out.append("</testsuites>")
    return "\n".join(out) + "\n"


def render(summary: Summary, fmt: str) -> str:
    if fmt == "json":
        return summary.model_dump_json(indent=2) + "\n"
    if fmt == "markdown":
        return render_markdown(summary)
    if fmt == "junit":
        return render_junit(summary)
    return render_text(summary)


def slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "-", text).strip("-.") or "agent"


def _record(record: RunRecord) -> dict[str, Any]:
    return {
        "agent": record.agent,
        "case_id": record.case_id,
        "arm": record.arm,
        "repeat": record.repeat,
        "answer": record.run.answer,
        "error": record.run.error,
        "invoked_skills": record.run.invoked,
        "commands": record.run.commands,
        "duration_s": round(record.run.duration_s, 3),
        "usage": record.run.usage.model_dump(),
        "grade": record.grade.model_dump() if record.grade else None,
        "trajectory": record.run.trajectory,
    }


def write(out: Path, summary: Summary, records: Sequence[RunRecord]) -> None:
    """``<out>/runs/<agent>/<case>/<arm>-<repeat>.json``, ``summary.json`` and ``summary.md``."""
    out.mkdir(parents=True, exist_ok=True)
    for record in records:
        folder = out / "runs" / slug(record.agent) / slug(record.case_id)
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{record.arm}-{record.repeat}.json"
        path.write_text(json.dumps(_record(record), indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    (out / "summary.json").write_text(summary.model_dump_json(indent=2) + "\n", encoding="utf-8")
    (out / "summary.md").write_text(render_markdown(summary), encoding="utf-8")


def export_gepa(folder: Path, suite: EvalSuite, records: Sequence[RunRecord], skill_md: Path | None) -> Path:
    """``<folder>/traces.jsonl``: one record per scored or errored run (see docs/lift.md)."""
    folder.mkdir(parents=True, exist_ok=True)
    prompts = {case.id: case.prompt for case in suite.cases}
    path = folder / "traces.jsonl"
    with path.open("w", encoding="utf-8") as handle:
        for record in records:
            row = {
                "skill": suite.skill_name,
                "case_id": record.case_id,
                "agent": record.agent,
                "with_skill": record.arm == "with",
                "arm": record.arm,
                "repeat": record.repeat,
                "input": prompts.get(record.case_id, ""),
                "trajectory": record.run.trajectory,
                "final_answer": record.run.answer,
                "score": record.score,
                "feedback": record.grade.feedback if record.grade else f"run errored: {record.run.error}",
            }
            handle.write(json.dumps(row, ensure_ascii=False, allow_nan=False) + "\n")
    if skill_md is not None and skill_md.is_file():
        shutil.copyfile(skill_md, folder / "skill.md")
    return path


def write_workspace(
    folder: Path, suite: EvalSuite, summary: Summary, records: Sequence[RunRecord], skill_root: Path
) -> list[Path]:
    """The spec's ``iteration-N`` workspace (see :mod:`skillgrade.lift.workspace`), one per agent."""
    from skillgrade.lift.workspace import write_iteration

    written = []
    for agent in summary.agents:
        notes = [
            f"{label}: {signed(s.lift)} [{signed(s.ci_low)}, {signed(s.ci_high)}] over {s.n_cases} cases, "
            f"p={_p(s.p_value)} ({s.test})"
            for label, s in _comparisons(agent)
        ] + list(summary.warnings)
        base = folder if len(summary.agents) == 1 else folder / slug(agent.agent)
        written.append(
            write_iteration(
                base, suite, [r for r in records if r.agent == agent.agent], agent=agent.agent,
                skill_root=skill_root, judge_model=summary.judge_model, repeats=summary.repeats, notes=notes,
            )
        )  # fmt: skip
    return written
