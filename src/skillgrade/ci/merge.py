"""Merging the JSON reports of a sharded run (``skillgrade merge``) into one report.

Each input is validated against the published schema (``report-v1.json``) first. Reports of
``--shard I/N`` runs must be the complete set 1…N, each once, of one run (same N, skillgrade
version and commit); every input must agree on what decides the gate (depth, threshold,
``fail_on``); a skill found in two reports is kept once. The summary, the top-level single-skill
fields and ``passed`` are recomputed.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from pydantic import TypeAdapter

from skillgrade.ci.shard import Shard, ShardPart, check_shard_set
from skillgrade.errors import UsageError
from skillgrade.findings import Finding
from skillgrade.report.model import ManifestResult, ModelUsage, Report, SkillResult, bind_layer_types
from skillgrade.report.summary import assemble_report, sum_usage

_T = TypeVar("_T")


def load_report(path: Path) -> Report:
    """One JSON report, checked against the published schema; a UsageError says where it is wrong."""
    import jsonschema

    from skillgrade.report.schema import published_schema

    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise UsageError(f"{path}: cannot read the JSON report ({exc})") from None
    errors = sorted(jsonschema.Draft202012Validator(published_schema()).iter_errors(data), key=lambda e: e.path)
    if errors:
        first = errors[0]
        where = "/".join(str(p) for p in first.absolute_path) or "(top level)"
        raise UsageError(f"{path}: not a skillgrade v1 report: at {where}: {first.message}")
    bind_layer_types()
    return TypeAdapter(Report).validate_python(data)


def merge_reports(reports: list[Report], sources: list[str] | None = None) -> Report:
    if not reports:
        raise UsageError("merge needs at least one report")
    _check_shards(reports, sources or [f"report {i + 1}" for i in range(len(reports))])
    first = reports[0]
    for other in reports[1:]:
        for name in ("depth", "threshold", "fail_on", "allow_degraded"):
            if getattr(other, name) != getattr(first, name):
                raise UsageError(
                    f"the reports disagree on {name} ({getattr(first, name)!r} vs {getattr(other, name)!r}): "
                    "run every shard with the same settings"
                )
    skills = _unique([s for r in reports for s in r.skills], key=lambda s: s.path)
    manifests = _unique([m for r in reports for m in r.manifests], key=lambda m: m.path)
    loose = _unique([f for r in reports for f in r.findings], key=lambda f: (f.rule, f.path, f.line, f.message))
    return _assemble(first, skills, manifests, loose, [r.summary.usage for r in reports])


def _check_shards(reports: list[Report], sources: list[str]) -> None:
    sharded = [r.shard is not None for r in reports]
    if not any(sharded):
        return
    if not all(sharded):
        whole = [s for s, r in zip(sources, reports, strict=True) if r.shard is None]
        raise UsageError(f"{', '.join(whole)}: not from a --shard run; merge shards of one run only")
    check_shard_set(
        [
            ShardPart(
                source,
                Shard(r.shard.index, r.shard.count),
                (("skillgrade version", r.tool.version), ("commit", r.shard.commit or "")),
            )
            for source, r in zip(sources, reports, strict=True)
            if r.shard is not None
        ]
    )


def _unique(items: list[_T], key: Callable[[_T], object]) -> list[_T]:
    seen: set[object] = set()
    kept = []
    for item in items:
        k = key(item)
        if k not in seen:
            seen.add(k)
            kept.append(item)
    return kept


def _assemble(
    first: Report,
    skills: list[SkillResult],
    manifests: list[ManifestResult],
    loose: list[Finding],
    usages: list[ModelUsage | None],
) -> Report:
    return assemble_report(
        sorted(skills, key=lambda s: s.path),
        manifests,
        loose,
        depth=first.depth,
        threshold=first.threshold,
        fail_on=first.fail_on,
        allow_degraded=first.allow_degraded,
        usage=sum_usage(usages),
    )
