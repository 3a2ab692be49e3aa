"""Sibling awareness: near-duplicate skills and boilerplate shared across a family of skills.

A run that sees several skills builds one :class:`SiblingIndex` over them (plus, for the skills it
scores, the other skill folders beside each one: that is all the pre-commit hook sees of the
family when it is called with the changed SKILL.md files only). Two things come out of it:

- the closest sibling of each skill and the share of its text found there, from a MinHash
  signature of word shingles (one-permutation hashing: one stable hash per shingle, so two runs
  over the same files agree) and LSH banding, so the cost grows with the number of skills, not with the number of pairs;
- the body lines this skill shares with many siblings (boilerplate), which earn no substance credit.

Every comparison is made with the skill's own name words masked, so that a template whose only
change is the product noun reads as the same text. Pure Python: this runs on the pre-commit path.
"""

from __future__ import annotations

import os
import re
import zlib
from array import array
from collections import defaultdict
from collections.abc import Callable, Iterable
from pathlib import Path

from skillgrade.record import dataclass
from skillgrade.skill.text import read_text

SHINGLE_WORDS = 5
MAX_WORDS = 2000
"""Words of a body that are shingled: enough to tell a copy, bounded for the hook's budget."""
BINS = 63
"""Signature length; LSH uses ``BANDS`` bands of ``ROWS`` rows."""
ROWS = 3
BANDS = BINS // ROWS
MAX_CANDIDATES = 64
"""Candidates compared per skill: the bound that keeps a 1,000-copy template family near-linear."""
BOILERPLATE_MIN_SKILLS = 4
"""A line found in this many skills (itself included) is boilerplate, not this skill's substance."""
BOILERPLATE_MIN_WORDS = 4
NEAR_DUPLICATE_SIMILARITY = 0.5
"""Estimated Jaccard similarity of shingle sets from which the closest sibling is reported."""
MAX_NEIGHBOURS = 24
"""Skill folders read beside a scored skill that the run was not asked to score (the hook's context)."""

_FRONTMATTER = re.compile(r"\A---[ \t]*\n.*?\n---[ \t]*(?:\n|\Z)", re.S)
_NAME_FIELD = re.compile(r"^name:\s*['\"]?([^'\"\n]+)", re.M)
_WORD = re.compile(r"[a-z0-9]+")
_EMPTY = (1 << 64) - 1
_PARTS = 4
_MIX = 0x9E3779B97F4A7C15
_MASK64 = (1 << 64) - 1


@dataclass(frozen=True, slots=True)
class Closest:
    path: Path
    """The closest sibling's SKILL.md."""
    similarity: float
    """Estimated Jaccard similarity of the two shingle sets."""
    share: float
    """Estimated share of this skill's text (its shingles) that the sibling also has."""


@dataclass(frozen=True, slots=True)
class SiblingContext:
    closest: Closest | None
    boilerplate_lines: frozenset[int]
    """1-based SKILL.md lines shared with at least ``BOILERPLATE_MIN_SKILLS - 1`` siblings."""
    siblings: int
    """How many other skills were compared."""


@dataclass(slots=True)
class SiblingEntry:
    signature: array[int]
    """``BINS`` minima, unsigned 64-bit; ``_EMPTY`` for a bin no shingle fell into."""
    shingles: int
    numbers: array[int]
    """Lines of at least ``BOILERPLATE_MIN_WORDS`` words (compact: thousands of skills fit in memory)."""
    keys: array[int]
    """The hash of each of those lines, normalised, in the same order."""


class SiblingIndex:
    """Built once per run; :meth:`context` answers for one SKILL.md."""

    def __init__(self, entries: dict[Path, SiblingEntry]) -> None:
        self._entries = entries
        self._buckets: dict[int, list[Path]] = defaultdict(list)
        for path, entry in entries.items():
            if entry.shingles:
                for band in range(BANDS):
                    self._buckets[_band_key(entry.signature, band)].append(path)
        shared = _shared_keys(entries.values())
        self._boilerplate: dict[Path, frozenset[int]] = {}
        for path, entry in entries.items():
            lines = frozenset(n for n, key in zip(entry.numbers, entry.keys, strict=True) if key in shared)
            if lines:
                self._boilerplate[path] = lines
            entry.numbers, entry.keys = array("l"), array("q")  # counted: free them
        self._answers: dict[Path, SiblingContext | None] = {}
        self._size: int | None = None

    @classmethod
    def build(
        cls,
        skill_mds: Iterable[Path],
        tree_roots: Iterable[Path] = (),
        read: Callable[[list[Path]], list[SiblingEntry | None]] | None = None,
    ) -> SiblingIndex:
        """Index ``skill_mds`` and the skill folders beside each of them (inside ``tree_roots``).

        ``read`` turns SKILL.md paths into entries, in order (default: :func:`sibling_entries`, here); a
        large run passes one that spreads the paths over its worker processes, so that reading and
        shingling every skill, the bulk of the cost, is not serial. Only banding and the boilerplate
        count, which need every entry, run in this process."""
        targets, paths = family(skill_mds, tree_roots)
        return cls.settled(targets, paths, (read or sibling_entries)(paths))

    @classmethod
    def settled(cls, targets: list[Path], paths: list[Path], entries: list[SiblingEntry | None]) -> SiblingIndex:
        """The index of ``paths`` (a :func:`family`) read into ``entries``, answering for ``targets``."""
        index = cls({path: entry for path, entry in zip(paths, entries, strict=True) if entry is not None})
        index._settle(targets)
        return index

    def answers_for(self, skill_mds: Iterable[Path]) -> SiblingIndex:
        """A settled index holding only the answers for ``skill_mds``: what a worker scoring those
        skills needs, small enough to send it with its batch."""
        part = SiblingIndex({})
        for path in skill_mds:
            resolved = path if path in self._answers else path.resolve()
            if resolved in self._answers:
                part._answers[resolved] = self._answers[resolved]
        part._size = len(self)
        return part

    def _settle(self, targets: list[Path]) -> None:
        """Answer for every target now and drop the signatures and buckets: the scoring that follows
        (in this process or forked workers) reuses their memory instead of adding to it."""
        for path in targets:
            self._answers[path] = self._context(path)
        self._size = len(self._entries)
        self._entries, self._buckets, self._boilerplate = {}, defaultdict(list), {}

    def __len__(self) -> int:
        return self._size if self._size is not None else len(self._entries)

    def context(self, skill_md: Path) -> SiblingContext | None:
        """The answer for a skill the index was built for (``None`` for any other)."""
        if skill_md in self._answers:  # already canonical (answers are keyed by resolved paths)
            return self._answers[skill_md]
        path = skill_md.resolve()
        if path not in self._answers and path in self._entries:
            self._answers[path] = self._context(path)
        return self._answers.get(path)

    def _context(self, path: Path) -> SiblingContext | None:
        entry = self._entries.get(path)
        if entry is None or len(self._entries) < 2:
            return None
        siblings = len(self._entries) - 1
        boilerplate = self._boilerplate.get(path, frozenset())
        return SiblingContext(self._closest(path, entry), boilerplate, siblings)

    def _closest(self, path: Path, entry: SiblingEntry) -> Closest | None:
        if not entry.shingles:
            return None
        candidates: dict[Path, None] = {}
        for band in range(BANDS):
            for other in self._buckets.get(_band_key(entry.signature, band), ()):
                if other != path and other not in candidates:
                    candidates[other] = None
                    if len(candidates) >= MAX_CANDIDATES:
                        break
            if len(candidates) >= MAX_CANDIDATES:
                break
        best: tuple[float, Path] | None = None
        for other in candidates:
            similarity = _similarity(entry.signature, self._entries[other].signature)
            if best is None or (similarity, str(best[1])) > (best[0], str(other)):
                best = (similarity, other)
        if best is None or best[0] < NEAR_DUPLICATE_SIMILARITY:
            return None
        similarity, other = best
        union = (entry.shingles + self._entries[other].shingles) / (1 + similarity)
        return Closest(other, similarity, min(1.0, similarity * union / entry.shingles))


def _band_key(signature: array[int], band: int) -> int:
    """One LSH bucket: the band number and its rows, hashed (a collision only adds a candidate)."""
    return hash((band, *signature[band * ROWS : (band + 1) * ROWS]))


def _shared_keys(entries: Iterable[SiblingEntry]) -> frozenset[int]:
    """Line keys found in at least ``BOILERPLATE_MIN_SKILLS`` skills: every skill's distinct keys
    sorted and counted in runs, a quarter of the key space at a time (so a 1,000-skill run never
    holds a Python object per line of the whole run), with no dictionary entry per line."""
    pool = list(entries)
    shared: set[int] = set()
    for part in range(_PARTS):
        pooled = sorted(key for entry in pool for key in set(entry.keys) if key % _PARTS == part)
        run = 1
        for i in range(1, len(pooled) + 1):
            if i < len(pooled) and pooled[i] == pooled[i - 1]:
                run += 1
                continue
            if run >= BOILERPLATE_MIN_SKILLS:
                shared.add(pooled[i - 1])
            run = 1
        del pooled
    return frozenset(shared)


def _neighbours(parent: Path) -> list[Path]:
    """SKILL.md files of the folders directly inside ``parent`` (at most ``MAX_NEIGHBOURS``).

    ``parent`` is resolved, the folders are real ones and the files are not links: each path found
    is already what ``resolve()`` would make of it (and resolving it would cost a system call per
    folder above it)."""
    try:
        names = sorted(e.name for e in os.scandir(parent) if e.is_dir(follow_symlinks=False))
    except OSError:
        return []
    found = []
    for name in names:
        candidate = parent / name / "SKILL.md"
        if candidate.is_file() and not candidate.is_symlink():
            found.append(candidate)
            if len(found) >= MAX_NEIGHBOURS:
                break
    return found


def family(skill_mds: Iterable[Path], tree_roots: Iterable[Path] = ()) -> tuple[list[Path], list[Path]]:
    """``skill_mds`` resolved, and the SKILL.md files an index of them reads: those and the skill
    folders beside each of them (inside ``tree_roots``), in reading order."""
    targets = [p.resolve() for p in skill_mds]
    paths = dict.fromkeys(targets)
    roots = [r.resolve() for r in tree_roots]
    for parent in dict.fromkeys(p.parent.parent for p in targets):
        if any(parent == r or r in parent.parents for r in roots) or not roots:
            paths.update(dict.fromkeys(_neighbours(parent)))
    return targets, list(paths)


def sibling_entries(paths: list[Path]) -> list[SiblingEntry | None]:
    """The index entry of each SKILL.md (``None`` for one that cannot be read), in order."""
    return [_entry(path) for path in paths]


def _entry(path: Path) -> SiblingEntry | None:
    result = read_text(path)
    text = getattr(result, "text", None)
    if text is None:
        return None
    mask = name_words(text, path.parent.name)
    head = _FRONTMATTER.match(text)
    offset = text.count("\n", 0, head.end()) if head else 0
    body = text[head.end() :] if head else text
    numbers, keys = array("l"), array("q")
    words: list[int] = []
    ids = _WORD_IDS.__getitem__
    masked = _WORD_IDS["§"]
    for number, raw in enumerate(body.lower().split("\n"), start=offset + 1):
        found = _WORD.findall(raw)
        if not found:
            continue
        # most lines hold no name word: no test per word
        tokens = list(map(ids, found)) if mask.isdisjoint(found) else [masked if w in mask else ids(w) for w in found]
        words.extend(tokens)
        if len(tokens) >= BOILERPLATE_MIN_WORDS:
            numbers.append(number)
            keys.append(hash(tuple(tokens)))
    signature, shingles = _signature(words)
    return SiblingEntry(signature, shingles, numbers, keys)


class _WordIds(dict[str, int]):
    """A number for each word that is the same in every process, computed on first sight.

    Python's ``hash`` of a string changes with each interpreter (PYTHONHASHSEED), which would make
    near-duplicate verdicts flip between two runs over the same files; a tuple of ints hashes the
    same everywhere, so shingles and line keys are hashed as tuples of these ids (as fast as
    hashing the strings). Looking words up is ``map(ids.__getitem__, words)``: a word seen before
    costs no Python call."""

    def __missing__(self, word: str) -> int:
        data = word.encode()
        found = self[word] = (zlib.crc32(data) << 31) ^ zlib.adler32(data)
        return found


_WORD_IDS = _WordIds()


def name_words(text: str, folder: str) -> frozenset[str]:
    """The skill's own name words (folder and ``name:``), joined and apart: the swapped product noun."""
    names = [folder]
    match = _NAME_FIELD.search(text[:2000])
    if match:
        names.append(match.group(1).strip())
    words: set[str] = set()
    for name in names:
        parts = _WORD.findall(name.lower())
        words.update(p for p in parts if len(p) >= 3)
        if parts:
            words.add("".join(parts))
    return frozenset(words)


def _signature(words: list[int]) -> tuple[array[int], int]:
    """One-permutation MinHash: each shingle's mixed hash picks a bin and competes for its minimum.

    Hashes are sorted once (in C); walking them upwards, the first hash met in a bin is its
    minimum, and the walk stops when every bin is filled. At most ``MAX_WORDS`` words are read.
    """
    words = words[:MAX_WORDS]
    windows = zip(*(words[k:] for k in range(SHINGLE_WORDS)), strict=False)  # each shingle, as a tuple
    seen = set(map(hash, windows))
    bins = [_EMPTY] * BINS
    empty = BINS
    for value in sorted((shingle * _MIX) & _MASK64 for shingle in seen):
        slot = value % BINS
        if bins[slot] == _EMPTY:
            bins[slot] = value // BINS
            empty -= 1
            if not empty:
                break
    return array("Q", bins), len(seen)


def _similarity(a: array[int], b: array[int]) -> float:
    """Share of bins, filled in either signature, whose minima agree: the Jaccard estimate."""
    used = sum(1 for x, y in zip(a, b, strict=True) if x != _EMPTY or y != _EMPTY)
    same = sum(1 for x, y in zip(a, b, strict=True) if x == y and x != _EMPTY)
    return same / used if used else 0.0
