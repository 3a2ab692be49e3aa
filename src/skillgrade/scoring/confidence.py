"""The confidence label of a composite, from what actually ran and how much it measured.

Each label has a documented minimum; a result that misses one gets the next label down and
``confidence_reason`` says which minimum it missed:

- **Estimated**: the static layer only (quick depth, or a model layer that failed).
- **Assessed**: the judge layer ran and scored at least one of its dimensions.
- **Certified**: static, judge and Monte Carlo all ran, and the simulation reached
  ``CERTIFIED_MIN_RUNS`` runs, ``CERTIFIED_MIN_TRIALS`` trials on each label (should / should not
  trigger), ``CERTIFIED_MIN_GRADED`` graded outputs and an ``mc_score``, and the composite's interval
  is at most ``CERTIFIED_MAX_CI_WIDTH`` points wide. Those count evidence; three more minimums check
  that it means something, as a reviewer would:

  - at least ``CERTIFIED_MIN_JUDGES`` judge passes whose agreement (Cohen's κ, quadratic weights, for
    two; Krippendorff's α, ordinal, for more) is at least ``CERTIFIED_MIN_AGREEMENT`` (0.6, the lower
    edge of "substantial" agreement); an undefined coefficient (every rating the same) is no figure;
  - graded outputs that differ: none word for word the same as an output for another request, none
    that only repeats its request (an agent answering "Done." to everything is not graded content);
  - a planted control: a known-bad answer graded in the same run must get at most
    ``CONTROL_MAX_GRADE``/5 and less than the real outputs' mean, or the grades say nothing.
- **Untrusted** overrides Assessed and Certified: text addressed to the evaluator reached the judge's
  input or was removed from it (the judge layer's ``stripped`` list: every ``EVALUATOR_INJECTION``
  finding in a file the judge reads, quoted or not, suppressed or not), or the skill has an
  unsuppressed ``EVALUATOR_INJECTION`` finding of any severity elsewhere. The judge graded a copy
  with those blocks removed (see ``layers/judge/content.py``), but a score of a skill that speaks to
  its grader is not reported as an assessment.
"""

from __future__ import annotations

from collections.abc import Sequence

from skillgrade.findings import Finding
from skillgrade.record import dataclass
from skillgrade.report.model import CompositeResult, LayerResult
from skillgrade.rules.security.injection import EVALUATOR_INJECTION

ESTIMATED, ASSESSED, CERTIFIED, UNTRUSTED = "Estimated", "Assessed", "Certified", "Untrusted"
CERTIFIED_MIN_RUNS = 20
CERTIFIED_MIN_TRIALS = 8
CERTIFIED_MIN_GRADED = 5
CERTIFIED_MAX_CI_WIDTH = 20.0
CERTIFIED_MIN_JUDGES = 2
CERTIFIED_MIN_AGREEMENT = 0.6


@dataclass(frozen=True, slots=True)
class Confidence:
    label: str
    reason: str | None
    """Which minimum of the next label up was missed, or why the score is untrusted."""
    untrusted: str | None = None


def confidence(comp: CompositeResult, layers: Sequence[LayerResult], findings: Sequence[Finding]) -> Confidence:
    status = {layer.name: layer.status for layer in layers}
    if status.get("judge") != "ran":
        if status.get("judge") == "failed":
            return Confidence(ESTIMATED, "not Assessed: the judge layer failed")
        return Confidence(ESTIMATED, None)
    why = untrusted_reason(layers, findings)
    if why is not None:
        return Confidence(UNTRUSTED, why, untrusted=why)
    if status.get("monte_carlo", "skipped") == "skipped":
        return Confidence(ASSESSED, None)
    missing = certified_gaps(comp, layers)
    if missing:
        return Confidence(ASSESSED, "not Certified: " + "; ".join(missing))
    return Confidence(CERTIFIED, None)


def untrusted_reason(layers: Sequence[LayerResult], findings: Sequence[Finding]) -> str | None:
    """Why a judged score is not trusted: text addressed to the evaluator reached or was removed from its input."""
    removed = [entry for layer in layers if layer.name == "judge" for entry in layer.stripped]
    injected = [f"{f.path}:{f.line}" for f in findings if f.rule == EVALUATOR_INJECTION.id and not f.suppressed]
    where = list(dict.fromkeys([*removed, *injected]))
    if not where:
        return None
    shown = ", ".join(where[:5]) + (" …" if len(where) > 5 else "")
    return (
        f"the skill addresses the evaluator ({shown}); the judge graded a copy with those blocks removed, "
        "but a model-judged score of such a skill is not trusted"
    )


def _judge_gaps(layers: Sequence[LayerResult]) -> list[str]:
    judge = next((layer for layer in layers if layer.name == "judge" and layer.status == "ran"), None)
    if judge is None:
        return []
    passes = judge.judges or 0
    if passes < CERTIFIED_MIN_JUDGES:
        return [f"{passes} judge pass (needs ≥ {CERTIFIED_MIN_JUDGES} with an agreement figure: --judges 2)"]
    found = judge.agreement
    if found is None or found.value is None:
        raw = "" if found is None or found.raw_agreement is None else f"; raw agreement {found.raw_agreement:.2f}"
        return [f"no judge agreement figure (the passes' coefficient is undefined{raw})"]
    if found.value < CERTIFIED_MIN_AGREEMENT:
        return [f"judge agreement {found.value:.2f} (needs ≥ {CERTIFIED_MIN_AGREEMENT:g})"]
    return []


def certified_gaps(comp: CompositeResult, layers: Sequence[LayerResult]) -> list[str]:
    """The Certified minimums this result misses (empty: it is Certified)."""
    gaps: list[str] = []
    for layer in layers:
        if layer.status != "ran":
            gaps.append(f"the {layer.name} layer {layer.status}")
    gaps += _judge_gaps(layers)
    mc = next((layer.monte_carlo for layer in layers if layer.name == "monte_carlo"), None)
    if mc is not None:
        if mc.runs_done < CERTIFIED_MIN_RUNS:
            gaps.append(f"{mc.runs_done} agent runs (needs ≥ {CERTIFIED_MIN_RUNS})")
        for label, rate in (("activation", mc.activation), ("near-miss", mc.false_activation)):
            trials = 0 if rate is None else rate.trials
            if trials < CERTIFIED_MIN_TRIALS:
                gaps.append(f"{trials} {label} trial{'s' if trials != 1 else ''} (needs ≥ {CERTIFIED_MIN_TRIALS})")
        if mc.graded < CERTIFIED_MIN_GRADED:
            gaps.append(f"{mc.graded} graded output{'s' if mc.graded != 1 else ''} (needs ≥ {CERTIFIED_MIN_GRADED})")
        if mc.mc_score is None:
            gaps.append("no Monte Carlo score")
        if mc.shared_answers:
            gaps.append(f"{mc.shared_answers} graded output(s) word for word the same as outputs for other requests")
        if mc.echoed_answers:
            gaps.append(f"{mc.echoed_answers} graded output(s) only repeat their request")
        if mc.control is None:
            gaps.append("no planted known-bad answer was graded")
        elif not mc.control.distinguished:
            gaps.append(mc.control.reason or "the planted known-bad answer was not told from the real outputs")
    if comp.ci_low is None or comp.ci_high is None:
        gaps.append("no composite interval")
    elif (width := comp.ci_high - comp.ci_low) > CERTIFIED_MAX_CI_WIDTH:
        gaps.append(f"composite interval {width:.1f} points wide (needs ≤ {CERTIFIED_MAX_CI_WIDTH:g})")
    return gaps
