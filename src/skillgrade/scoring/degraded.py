"""Degraded runs: the depth asked for did not run for a skill because a model layer failed.

A skill is *degraded* when a layer its requested depth needs (the judge at standard depth; the judge
and the Monte Carlo runs at deep depth) has the status ``failed``: a 401, a dead endpoint, 429 until
the retries ran out, answers that never parsed. Its composite then comes from fewer layers than were
asked for, and is often higher (static coverage alone is generous), so it must not pass a gate as if
it were the requested depth:

- by default the degraded skill fails the gate with the cause, its composite is *not* compared with
  the threshold, and the run exits :attr:`ExitCode.DEGRADED` (4);
- with ``--allow-degraded`` (config ``allow_degraded``, Action input ``allow-degraded``) the skill is
  gated on what was measured (the threshold against the composite of the layers that ran), and the
  report labels it degraded.

A judge that ran but whose call failed for good for part of a pass (the grading call answered, then
the routing call got 429 until the retries ran out) is degraded too: that is the endpoint failing,
not the model's answer. So is a judge that answered but left one dimension without a usable rating
(e.g. ``scope_calibration: 9``, asked again and still off the scale): the dimension shows "failed:
<reason>", the composite counts it at its lowest rating (see ``scoring/assemble.py``), so making a
rating fail never gains points, and the skill is degraded like any failed layer.

A degraded composite carries no badge, in every report format and the PR comment: a badge is a
claim about the requested depth, which did not run.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from skillgrade.errors import ExitCode
from skillgrade.findings import Severity
from skillgrade.record import dataclass
from skillgrade.report.model import Depth, LayerResult, Report, SkillResult
from skillgrade.scoring.assemble import gate_reasons

REQUIRED_LAYERS: dict[str, tuple[str, ...]] = {
    "quick": (),
    "standard": ("judge",),
    "deep": ("judge", "monte_carlo"),
}
CALL_FAILED = "model call failed"
"""How the judge words an unscored reason that comes from a call failing for good (``layers.judge.run``)."""
LAYER_NAMES = {"judge": "the LLM judge", "monte_carlo": "the Monte Carlo runs"}


@dataclass(frozen=True, slots=True)
class Cause:
    layer: str
    reason: str
    skills: int


def causes_of(skill: SkillResult, depth: Depth) -> list[str]:
    """``"layer: reason"`` for each layer ``depth`` needs that failed for ``skill``."""
    needed = REQUIRED_LAYERS[depth]
    found = []
    for layer in skill.layers:
        if layer.name not in needed:
            continue
        if layer.status == "failed":
            found.append(f"{layer.name}: {layer.reason or 'failed'}")
        elif layer.name == "judge":
            found += [f"judge: {reason}" for reason in _failed_calls(layer)]
            found += [
                f"judge: {name} {reason.replace('failed: judge: ', 'failed: ', 1)}"
                for name, dim in skill.dimensions.items()
                if name in skill.composite.failed_dimensions and (reason := dim.reason)
            ]
    return found


def _failed_calls(layer: LayerResult) -> list[str]:
    """Unscored reasons of a judge layer that ran which are calls failing for good, not bad answers."""
    reasons = []
    for sample in layer.samples:
        reasons += [v.unscored for v in sample.verdicts.values() if v.unscored]
        if sample.triggering.unscored:
            reasons.append(sample.triggering.unscored)
    return list(dict.fromkeys(r for r in reasons if r.startswith(CALL_FAILED)))


def mark(
    skills: list[SkillResult], depth: Depth, *, allow: bool, blocking: set[Severity], threshold: float | None
) -> list[SkillResult]:
    """``skills`` with each degraded one labelled and, unless ``allow``, failed without a threshold comparison."""
    return [_mark_one(skill, depth, allow, blocking, threshold) for skill in skills]


def _mark_one(
    skill: SkillResult, depth: Depth, allow: bool, blocking: set[Severity], threshold: float | None
) -> SkillResult:
    causes = causes_of(skill, depth)
    if not causes:
        return skill
    comp = replace(skill.composite, degraded=True, badge=None, badge_label=None)
    gate = list(skill.gate)
    if not allow:
        active = [f for f in skill.findings if not f.suppressed]
        gate = gate_reasons(comp, active, blocking, None)
        compared = " (not compared with the threshold)" if threshold is not None else ""
        gate.append(f"the {depth} depth did not run{compared}: " + "; ".join(causes))
    return replace(skill, composite=comp, gate=gate, passed=not gate, degraded=causes)


def causes(report: Report) -> list[Cause]:
    """The distinct causes of degradation over all skills, most frequent first."""
    counted = Counter(
        tuple(cause.split(": ", 1)) if ": " in cause else (cause, "failed")
        for skill in report.skills
        for cause in dict.fromkeys(skill.degraded)
    )
    return [Cause(layer, reason, n) for (layer, reason), n in counted.most_common()]


def lines(report: Report) -> list[str]:
    """One line per distinct cause, then what it does to the verdict; empty when nothing degraded."""
    found = causes(report)
    if not found:
        return []
    out = [
        f"degraded: {LAYER_NAMES.get(c.layer, c.layer)} failed for {c.skills} skill{'s' if c.skills > 1 else ''}: "
        f"{c.reason}"
        for c in found
    ]
    count = sum(1 for s in report.skills if s.degraded)
    if report.allow_degraded:
        out.append(
            f"degraded: the {report.depth} depth did not run for {count} of {len(report.skills)} skill(s); "
            "--allow-degraded: they are gated on what was measured"
        )
    else:
        out.append(
            f"degraded: the {report.depth} depth did not run for {count} of {len(report.skills)} skill(s); "
            f"exit {int(ExitCode.DEGRADED)} (--allow-degraded gates on what was measured instead)"
        )
    return out


def exit_code(report: Report) -> ExitCode:
    """DEGRADED when a skill is degraded and that was not allowed, else PASSED or GATE_FAILED."""
    if not report.allow_degraded and any(s.degraded for s in report.skills):
        return ExitCode.DEGRADED
    return ExitCode.PASSED if report.passed else ExitCode.GATE_FAILED
