"""The action split over a matrix: shard jobs write results, one merge job reports them.

A shard job (input ``shard: I/N``) compares its share of the changed skills with the base and
writes :class:`ShardResult` to ``skillgrade-shard-I-of-N.json`` in the workspace, for
``actions/upload-artifact``; it posts nothing. The merge job (input ``merge: <folder>``) reads
every result under that folder, refuses an incomplete or mixed set, and reports once: one
sticky comment, one commit status with the fixed context ``skillgrade``, one gate.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from skillgrade.ci.delta import SkillDelta
from skillgrade.ci.shard import Shard, ShardPart, check_shard_set
from skillgrade.ci.snapshot import Snapshot
from skillgrade.errors import UsageError
from skillgrade.report.model import ModelUsage, Report

RESULT_GLOB = "skillgrade-shard-*.json"


def result_name(shard: Shard) -> str:
    return f"skillgrade-shard-{shard.index}-of-{shard.count}.json"


class ShardResult(BaseModel):
    """What one shard job found, enough for the merge job to report without git or a checkout."""

    model_config = ConfigDict(frozen=True)

    kind: str = "skillgrade-shard-result"
    version: str
    """skillgrade's version: every shard of a run must be the same."""
    index: int = Field(ge=1)
    count: int = Field(ge=1)
    event: str
    """``pull_request`` or another event (then there is no base)."""
    base_sha: str
    head_sha: str
    fingerprint: str
    """Depth, models, config and version (``settings_fingerprint``): shards must share it."""
    depth: str
    models: tuple[str, ...] = ()
    deltas: list[SkillDelta] = Field(default_factory=list)
    snapshots: dict[str, Snapshot] = Field(default_factory=dict)
    """This shard's part of the comment digest."""
    sources: dict[str, int] = Field(default_factory=dict)
    usage: ModelUsage | None = None
    report: Report | None = None
    """The head report of this shard's skills (annotations and the job summary come from it)."""

    @property
    def shard(self) -> Shard:
        return Shard(self.index, self.count)


def write_result(folder: Path, result: ShardResult) -> Path:
    path = folder / result_name(result.shard)
    path.write_text(result.model_dump_json(), encoding="utf-8")
    return path


def load_results(folder: Path) -> list[ShardResult]:
    """Every shard result under ``folder`` (``download-artifact`` puts each in its own subfolder),
    checked to be the complete set 1…N of one run; a UsageError naming the problem otherwise."""
    if not folder.is_dir():
        raise UsageError(f"merge: {folder} is not a folder (download the shard artifacts there first)")
    paths = sorted(folder.rglob(RESULT_GLOB))
    if not paths:
        raise UsageError(f"merge: no {RESULT_GLOB} under {folder}: did the shard jobs upload their results?")
    results = []
    for path in paths:
        try:
            result = ShardResult.model_validate_json(path.read_bytes())
        except (OSError, ValidationError, ValueError) as exc:
            first = str(exc).splitlines()[0]
            raise UsageError(f"merge: {path}: not a skillgrade shard result ({first})") from None
        if result.kind != "skillgrade-shard-result":
            raise UsageError(f"merge: {path}: not a skillgrade shard result")
        results.append(result)
    check_shard_set([_part(path, result) for path, result in zip(paths, results, strict=True)])
    return sorted(results, key=lambda r: r.index)


def _part(path: Path, result: ShardResult) -> ShardPart:
    facts = (
        ("skillgrade version", result.version),
        ("event", result.event),
        ("base commit", result.base_sha),
        ("head commit", result.head_sha),
        ("settings (depth, model, config)", result.fingerprint),
    )
    return ShardPart(str(path), result.shard, facts)
