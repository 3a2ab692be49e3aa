"""A compact score of one skill version, where it is kept between runs, and the comment digest.

A :class:`Snapshot` holds what a before/after comparison needs: the composite, the badge, the ten
dimensions and the active findings. It is keyed by :func:`snapshot_key`: the skill folder's path and git tree id
plus everything that changes a score (depth, models, config, skillgrade version).
Base versions are looked up in this order: the local :class:`ScoreCache` (persist it with
``actions/cache``), the digest hidden in the previous sticky comment, and only then evaluated.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import zlib
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

import platformdirs
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from skillgrade import __version__
from skillgrade.config import Config
from skillgrade.findings import Finding, Severity
from skillgrade.report.dump import to_data
from skillgrade.report.fingerprint import FileLines, Located, fingerprints
from skillgrade.report.model import SkillResult

DIGEST_PATTERN = re.compile(r"<!-- skillgrade:digest v1 ([A-Za-z0-9+/=]+) -->")
MAX_MESSAGE = 200
SNAPSHOT_FORMAT = 2
"""Part of every cache key: snapshots from before finding fingerprints (format 1) are never reused."""


class FindingRef(BaseModel):
    """One active finding, with its file relative to the skill folder so renames keep it."""

    model_config = ConfigDict(frozen=True)

    rule: str
    severity: Severity
    file: str
    line: int | None = None
    message: str
    category: str = ""
    """The rule's category (``security`` findings are listed first)."""
    fingerprint: str = ""
    """From :mod:`skillgrade.report.fingerprint`: the flagged line's content, not its number or message."""
    chain: tuple[str, ...] = ()
    """A behaviour finding's chain of evidence, one link each: ``reads ~/.aws/credentials (scripts/a.sh:4)``."""

    @property
    def identity(self) -> tuple[str, str, str]:
        """What makes two findings "the same" across versions: rule, file and location fingerprint."""
        return (self.rule, self.file, self.fingerprint)


class FixRef(BaseModel):
    """One of a skill's top fixes (``SkillResult.priorities``): what the comment shows under "Fix first"."""

    model_config = ConfigDict(frozen=True)

    title: str
    gain: float | None = None
    """Composite points fixing it would gain; ``None`` for what blocks the gate."""
    actions: list[str] = Field(default_factory=list)


MAX_FIXES = 3
"""Fixes kept per snapshot, as in the CLI's 'Fix first' over several skills."""
MAX_ACTIONS = 2
"""Actions kept per fix."""


class Snapshot(BaseModel):
    model_config = ConfigDict(frozen=True)

    folder: str
    name: str
    score: float | None
    badge: str | None = None
    badge_label: str | None = None
    passed: bool
    confidence: str | None = None
    """Estimated / Assessed / Certified / Untrusted (``CompositeResult.confidence``); ``None`` in digests
    written before it was recorded."""
    untrusted: str | None = None
    """Why the model-judged score is not trusted, when it is not."""
    dimensions: dict[str, float | None] = Field(default_factory=dict)
    """Dimension scores in [0, 1]; ``None`` when unmeasured."""
    findings: list[FindingRef] = Field(default_factory=list)
    fixes: list[FixRef] = Field(default_factory=list)
    """The top fixes of this version; left out of digests (only base versions go there, never shown)."""


def snapshot_of(skill: SkillResult, root: Path) -> Snapshot:
    """``root`` is the tree the skill was scored in (finding paths are relative to it)."""
    active = [f for f in skill.findings if not f.suppressed]
    refs = [_ref(f, skill.folder) for f in active]
    lines = FileLines(root)
    located = [Located(r.rule, r.file, r.line) for r in refs]
    # Hash the path relative to the folder (a renamed skill keeps its findings); read the finding's own path.
    where = {r.file: f.path for r, f in zip(refs, active, strict=True)}
    prints = fingerprints(located, lambda rel: lines(where.get(rel, rel)))
    return Snapshot(
        folder=skill.folder,
        name=skill.name,
        score=skill.composite.score,
        badge=skill.composite.badge.value if skill.composite.badge else None,
        badge_label=skill.composite.badge_label,
        passed=skill.passed,
        confidence=skill.composite.confidence,
        untrusted=skill.composite.untrusted,
        # Four decimals are a hundredth of a point, finer than the comment shows; the digest stays small.
        dimensions={name: None if dim.score is None else round(dim.score, 4) for name, dim in skill.dimensions.items()},
        findings=[r.model_copy(update={"fingerprint": p}) for r, p in zip(refs, prints, strict=True)],
        fixes=[
            FixRef(title=p.title, gain=p.gain, actions=p.actions[:MAX_ACTIONS]) for p in skill.priorities[:MAX_FIXES]
        ],
    )


def _ref(finding: Finding, folder: str) -> FindingRef:
    prefix = "" if folder in ("", ".") else folder.rstrip("/") + "/"
    file = finding.path[len(prefix) :] if prefix and finding.path.startswith(prefix) else finding.path
    message = finding.message if len(finding.message) <= MAX_MESSAGE else finding.message[: MAX_MESSAGE - 1] + "…"
    return FindingRef(
        rule=finding.rule,
        severity=finding.severity,
        file=file,
        line=finding.line,
        message=message,
        category=finding.category.value,
        chain=tuple(link.text() for link in finding.evidence),
    )


def new_and_fixed(
    before: Iterable[FindingRef], after: Iterable[FindingRef]
) -> tuple[list[FindingRef], list[FindingRef]]:
    """Findings only on the head (new) and only on the base (fixed), counting repeats."""
    before, after = list(before), list(after)
    old, new = Counter(f.identity for f in before), Counter(f.identity for f in after)
    added, gone = new - old, old - new
    return _take(after, added), _take(before, gone)


def _take(findings: list[FindingRef], wanted: Counter[tuple[str, str, str]]) -> list[FindingRef]:
    left = Counter(wanted)
    chosen = []
    for f in findings:
        if left[f.identity] > 0:
            left[f.identity] -= 1
            chosen.append(f)
    return chosen


def settings_fingerprint(config: Config, depth: str, models: Iterable[str]) -> str:
    """Everything besides the skill's own files that changes its score."""
    material = {
        "snapshot": SNAPSHOT_FORMAT,
        "tool": __version__,
        "depth": depth,
        "models": sorted(models),
        "config": to_data(config),
    }
    return hashlib.sha256(json.dumps(material, sort_keys=True).encode()).hexdigest()[:16]


def snapshot_key(folder: str, tree: str, fingerprint: str) -> str:
    """The folder is part of the key: a skill's path changes its score (its name must match it).

    Twenty hex digits of the tree id (80 bits) identify the content well enough, and keep the
    digest, which holds one key per skill, small.
    """
    where = hashlib.sha256(folder.encode("utf-8")).hexdigest()[:8]
    return f"{tree[:20]}-{where}-{fingerprint}"


# ----------------------------------------------------------------------------------------------
# The cache


def default_cache_dir() -> Path:
    """``$SKILLGRADE_CACHE_DIR/scores`` if set, else the user cache dir of skillgrade, ``/scores``."""
    override = os.environ.get("SKILLGRADE_CACHE_DIR", "").strip()
    root = Path(override).expanduser().resolve() if override else Path(platformdirs.user_cache_dir("skillgrade"))
    return root / "scores"


class ScoreCache:
    """Snapshots on disk, one JSON file per key; a damaged entry is a miss, never an error."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory or default_cache_dir()

    def _path(self, key: str) -> Path:
        return self.directory / key[:2] / f"{key}.json"

    def get(self, key: str) -> Snapshot | None:
        try:
            return Snapshot.model_validate_json(self._path(key).read_bytes())
        except (OSError, ValidationError, ValueError):
            return None

    def put(self, key: str, snapshot: Snapshot) -> None:
        path = self._path(key)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            temporary = path.with_suffix(f".{os.getpid()}.tmp")
            temporary.write_text(snapshot.model_dump_json(), encoding="utf-8")
            os.replace(temporary, path)
        except OSError:
            pass  # a read-only cache only costs a re-evaluation next time


# ----------------------------------------------------------------------------------------------
# The digest hidden in the sticky comment


class Digest(BaseModel):
    version: int = 1
    snapshots: dict[str, Snapshot] = Field(default_factory=dict)


def encode_digest(digest: Digest, limit: int | None = None) -> str:
    """The digest as one hidden HTML comment (zlib + base64: no ``--`` can end it early).

    Over ``limit`` characters, finding messages are cut short first (they are only shown in the
    "fixed" lists), then as many snapshots are kept as fit (in key order, so reruns keep the same
    ones); the rest of the base scores are still in the score cache.
    """
    text = _encode(digest)
    if limit is None or len(text) <= limit:
        return text
    short = Digest(snapshots={k: _terse(s) for k, s in digest.snapshots.items()})
    text = _encode(short)
    if len(text) <= limit:
        return text
    keys = sorted(short.snapshots)
    low, high = 0, len(keys)  # the largest prefix of keys whose digest fits
    while low < high:
        middle = (low + high + 1) // 2
        if len(_encode(Digest(snapshots={k: short.snapshots[k] for k in keys[:middle]}))) <= limit:
            low = middle
        else:
            high = middle - 1
    return _encode(Digest(snapshots={k: short.snapshots[k] for k in keys[:low]})) if low else ""


TERSE_MESSAGE = 60


def _terse(snapshot: Snapshot) -> Snapshot:
    findings = [
        f.model_copy(update={"message": f.message[: TERSE_MESSAGE - 1] + "…"}) if len(f.message) > TERSE_MESSAGE else f
        for f in snapshot.findings
    ]
    return snapshot.model_copy(update={"findings": findings})


def _encode(digest: Digest) -> str:
    no_fixes = {"snapshots": {"__all__": {"fixes"}}}
    packed = zlib.compress(digest.model_dump_json(exclude_defaults=True, exclude=no_fixes).encode("utf-8"), 9)
    return f"<!-- skillgrade:digest v1 {base64.b64encode(packed).decode('ascii')} -->"


def decode_digest(body: str) -> Digest:
    """The digest in a comment body; an empty one when it is missing or damaged."""
    match = DIGEST_PATTERN.search(body)
    if match is None:
        return Digest()
    try:
        raw = zlib.decompress(base64.b64decode(match[1], validate=True))
        return Digest.model_validate_json(raw)
    except (ValueError, zlib.error, ValidationError):
        return Digest()
