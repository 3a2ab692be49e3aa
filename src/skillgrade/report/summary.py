"""The run summary: counts, scores, badges, findings by severity and model usage, computed the same
way for a fresh run and for reports merged from shards."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, timezone
from typing import TYPE_CHECKING

from skillgrade import __version__
from skillgrade.findings import FailOn, Finding, blocking_severities
from skillgrade.report.model import Depth, ManifestResult, ModelUsage, Report, SkillResult, Summary, ToolInfo

if TYPE_CHECKING:
    from skillgrade.llm.types import Usage


def assemble_report(
    skills: list[SkillResult],
    manifests: list[ManifestResult],
    loose: list[Finding],
    *,
    depth: Depth,
    threshold: float | None,
    fail_on: FailOn,
    allow_degraded: bool,
    usage: ModelUsage | None,
) -> Report:
    """The report of a run, or of shards merged: the gate passes when every skill and manifest
    does and no unsuppressed loose finding blocks."""
    blocking = blocking_severities(fail_on)
    passed = (
        all(s.passed for s in skills)
        and all(m.passed for m in manifests)
        and not any(f.severity in blocking and not f.suppressed for f in loose)
    )
    single = skills[0] if len(skills) == 1 else None
    return Report(
        tool=ToolInfo(version=__version__),
        generated_at=datetime.now(timezone.utc).isoformat(timespec="seconds"),
        depth=depth,
        threshold=threshold,
        fail_on=fail_on,
        allow_degraded=allow_degraded,
        passed=passed,
        composite=single.composite if single else None,
        dimensions=single.dimensions if single else None,
        layers=single.layers if single else None,
        summary=summarize(skills, manifests, loose, usage),
        skills=skills,
        manifests=manifests,
        findings=loose,
    )


def summarize(
    skills: list[SkillResult], manifests: list[ManifestResult], loose: list[Finding], usage: ModelUsage | None
) -> Summary:
    scores = [s.composite.score for s in skills if s.composite.score is not None]
    badges: dict[str, int] = {}
    for s in skills:
        key = s.composite.badge.value if s.composite.badge else "degraded" if s.composite.degraded else "unscored"
        badges[key] = badges.get(key, 0) + 1
    severities: dict[str, int] = {}
    for f in [f for s in skills for f in s.findings] + [f for m in manifests for f in m.findings] + loose:
        if not f.suppressed:
            severities[f.severity.value] = severities.get(f.severity.value, 0) + 1
    return Summary(
        skills=len(skills),
        scored=len(scores),
        passed=sum(1 for s in skills if s.passed),
        failed=sum(1 for s in skills if not s.passed),
        manifests=len(manifests),
        mean_score=round(sum(scores) / len(scores), 2) if scores else None,
        min_score=min(scores) if scores else None,
        badges=badges,
        findings=severities,
        usage=usage,
    )


def sum_usage(usages: Iterable[ModelUsage | None]) -> ModelUsage | None:
    """The sum of the usages given; ``None`` when none was; a cost only when every part has one."""
    used = [u for u in usages if u is not None]
    if not used:
        return None
    costs = [u.cost_usd for u in used]
    return ModelUsage(
        calls=sum(u.calls for u in used),
        attempts=None if any(u.attempts is None for u in used) else sum(u.attempts or 0 for u in used),
        cached_calls=sum(u.cached_calls for u in used),
        input_tokens=sum(u.input_tokens for u in used),
        cache_read_tokens=sum(u.cache_read_tokens for u in used),
        cache_write_tokens=sum(u.cache_write_tokens for u in used),
        output_tokens=sum(u.output_tokens for u in used),
        cost_usd=None if any(c is None for c in costs) else round(sum(c or 0.0 for c in costs), 6),
    )


def skills_usage(skills: list[SkillResult]) -> ModelUsage | None:
    return sum_usage(layer.usage for s in skills for layer in s.layers)


def model_usage(
    usage: Usage, calls: int, cached_calls: int, prices: dict[str, float] | None, attempts: int | None = None
) -> ModelUsage:
    """A layer's token usage as the report shows it, priced when a price table was given."""
    from skillgrade.llm.types import cost_usd

    cost = cost_usd(usage, prices)
    return ModelUsage(
        calls=calls,
        attempts=attempts,
        cached_calls=cached_calls,
        input_tokens=usage.input_uncached,
        cache_read_tokens=usage.cache_read,
        cache_write_tokens=usage.cache_write,
        output_tokens=usage.output,
        cost_usd=None if cost is None else round(cost, 6),
    )
