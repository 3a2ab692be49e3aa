"""The corpus index: the skills a skill is ranked against, with content hashes, quick scores and ratings.

``skillgrade init CORPUS`` scores every skill under CORPUS at quick depth (skillgrade's own
discovery and evaluation) and writes one JSON file, ``index.json``, to the corpus folder
(``platformdirs.user_data_dir("skillgrade")/corpus`` unless ``--corpus-dir`` is given). Given a
model, it also rates the corpus against itself (``ranking/self_rating.py``); a skill that played no
judged game is unrated (``games == 0``, rating 1500 as an anchor only) and is left out of
percentiles. Ratings are kept across rebuilds for skills whose content did not change.

Opponents are chosen by relevance: the overlap (Jaccard) of the word sets of name and description,
ties broken by name and path, so the choice is deterministic.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from dataclasses import asdict, dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from skillgrade.errors import UsageError

INDEX_FILE = "index.json"
INDEX_VERSION = 2
READABLE_VERSIONS = (1, 2)
DEFAULT_RATING = 1500.0
_WORD = re.compile(r"[a-z0-9]+")
_STOPWORDS = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "by",
        "for",
        "from",
        "in",
        "into",
        "is",
        "it",
        "its",
        "of",
        "on",
        "or",
        "that",
        "the",
        "this",
        "to",
        "use",
        "used",
        "uses",
        "using",
        "when",
        "with",
        "you",
        "your",
        "skill",
        "skills",
    ]
)


@dataclass(frozen=True, slots=True)
class CorpusEntry:
    name: str
    path: str
    """The SKILL.md, absolute."""
    description: str
    content_hash: str
    score: float | None
    """Quick-depth composite (0–100); ``None`` when the skill could not be scored."""
    rating: float = DEFAULT_RATING
    games: int = 0
    """Judged corpus games behind ``rating``; 0: unrated (the rating is only the scale's centre)."""

    @property
    def skill_md(self) -> Path:
        return Path(self.path)


@dataclass(frozen=True, slots=True)
class RatingRound:
    """How the corpus ratings were made: the sparse round of pairwise games behind every percentile."""

    model: str
    k: int
    """Opponents drawn per skill."""
    seed: int
    pairs: int
    pairs_judged: int
    games: int
    """Judged games (two per judged pair)."""
    flipped: int
    problem: str | None = None
    """The first reason a pair could not be judged, if any."""


@dataclass(frozen=True, slots=True)
class CorpusIndex:
    source: str
    built_at: str
    entries: tuple[CorpusEntry, ...]
    rating_round: RatingRound | None = None

    def to_json(self) -> str:
        data = {
            "version": INDEX_VERSION,
            "source": self.source,
            "built_at": self.built_at,
            "rating_round": None if self.rating_round is None else asdict(self.rating_round),
            "skills": [asdict(e) for e in self.entries],
        }
        return json.dumps(data, indent=2, ensure_ascii=False) + "\n"

    @property
    def ratings(self) -> list[float]:
        """The ratings of rated skills only: an unrated 1500 is not a position."""
        return [e.rating for e in self.entries if e.games > 0]


def default_corpus_dir() -> Path:
    import platformdirs

    return Path(platformdirs.user_data_dir("skillgrade")) / "corpus"


def index_path(corpus_dir: Path | None) -> Path:
    return (corpus_dir or default_corpus_dir()) / INDEX_FILE


def load_index(corpus_dir: Path | None) -> CorpusIndex:
    """The index in ``corpus_dir`` (default: the user data dir); a UsageError saying how to build it if absent."""
    path = index_path(corpus_dir)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise UsageError(f"no corpus index at {path}: build one with `skillgrade init CORPUS`") from None
    except (OSError, ValueError) as exc:
        raise UsageError(f"cannot read the corpus index {path}: {exc}") from None
    try:
        if data.get("version") not in READABLE_VERSIONS:
            raise ValueError(f"unsupported version {data.get('version')!r}")
        entries = tuple(_entry(item) for item in data["skills"])
        found = data.get("rating_round")
        rating_round = RatingRound(**found) if isinstance(found, dict) else None
        return CorpusIndex(str(data["source"]), str(data["built_at"]), entries, rating_round)
    except (AttributeError, KeyError, TypeError, ValueError) as exc:
        raise UsageError(f"the corpus index {path} is malformed ({exc}); rebuild it with `skillgrade init`") from None


def _entry(item: dict[str, Any]) -> CorpusEntry:
    score = item.get("score")
    return CorpusEntry(
        name=str(item["name"]),
        path=str(item["path"]),
        description=str(item.get("description") or ""),
        content_hash=str(item["content_hash"]),
        score=None if score is None else float(score),
        rating=float(item.get("rating", DEFAULT_RATING)),
        games=int(item.get("games", 0)),
    )


def build_index(corpus: Path, previous: CorpusIndex | None = None, *, jobs: int = 0) -> CorpusIndex:
    """Score every skill under ``corpus`` at quick depth; keep ``previous`` ratings of unchanged skills."""
    from skillgrade.config import Config
    from skillgrade.evaluate import Options, evaluate
    from skillgrade.skill.discovery import discover
    from skillgrade.skill.loader import load_skill

    if not corpus.exists():
        raise UsageError(f"{corpus} does not exist")
    report = evaluate([corpus], Config(), Options(depth="quick", jobs=jobs))
    scores = {s.content_hash: s.composite.score for s in report.skills}
    kept = {(e.content_hash, e.path): (e.rating, e.games) for e in previous.entries} if previous else {}
    entries = []
    for target in discover([corpus]).skills:
        skill = load_skill(target.path, target.tree_root, target.path.parent.name)
        if skill.text is None:
            continue
        path = str(target.path.resolve())
        entries.append(
            CorpusEntry(
                name=skill.name,
                path=path,
                description=" ".join((skill.description or "").split()),
                content_hash=skill.content_hash,
                score=scores.get(skill.content_hash),
                rating=kept.get((skill.content_hash, path), (DEFAULT_RATING, 0))[0],
                games=kept.get((skill.content_hash, path), (DEFAULT_RATING, 0))[1],
            )
        )
    entries.sort(key=lambda e: (e.name, e.path))
    built_at = datetime.now(timezone.utc).replace(microsecond=0).isoformat()
    rating_round = previous.rating_round if previous else None
    return CorpusIndex(str(corpus.resolve()), built_at, tuple(entries), rating_round)


def save_index(index: CorpusIndex, corpus_dir: Path | None) -> Path:
    """Write the index atomically; returns its path."""
    path = index_path(corpus_dir)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".index-", suffix=".json")
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(index.to_json())
        os.replace(temporary, path)
    except OSError as exc:
        raise UsageError(f"cannot write the corpus index {path}: {exc.strerror or exc}") from None
    return path


def words(text: str) -> frozenset[str]:
    return frozenset(w for w in _WORD.findall(text.lower()) if len(w) > 2 and w not in _STOPWORDS)


def relevance(name: str, description: str, entry: CorpusEntry) -> float:
    """Jaccard overlap of the words of name and description (hyphens split names into words)."""
    mine = words(f"{name} {description}")
    theirs = words(f"{entry.name} {entry.description}")
    union = mine | theirs
    return len(mine & theirs) / len(union) if union else 0.0


def opponents(
    index: CorpusIndex, name: str, description: str, content_hash: str, k: int, *, exclude_path: Path | None = None
) -> list[CorpusEntry]:
    """The ``k`` most relevant corpus skills, never the skill itself (same content or same file)."""
    excluded = str(exclude_path.resolve()) if exclude_path is not None else None
    pool = [e for e in index.entries if e.content_hash != content_hash and e.path != excluded]
    pool.sort(key=lambda e: (-relevance(name, description, e), e.name, e.path))
    return pool[:k]


def percentile(rating: float, ratings: list[float]) -> float | None:
    """The share of corpus ratings below ``rating`` (ties count half), 0–100; ``None`` for an empty corpus."""
    if not ratings:
        return None
    below = sum(1.0 if r < rating else 0.5 if r == rating else 0.0 for r in ratings)
    return round(100 * below / len(ratings), 1)
