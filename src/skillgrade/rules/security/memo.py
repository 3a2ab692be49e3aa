"""Security findings kept between runs, keyed by everything the scan reads.

The scan is most of a quick run's time (four fifths over the shared corpus), and a marketplace is
scanned again and again while few of its skills change. An entry is named by the sha256 of:

- this store's format, skillgrade's version and the size and modification time of every file of the
  installed package (an edited or reinstalled rule is a new key, as Python's bytecode check does);
- the interpreter's version (``ast`` and ``unicodedata`` change with it) and the files of the
  parsers the scan uses (PyYAML, markdown-it, tree-sitter and its grammars);
- the skill's display paths and every item of its security inventory: each text scanned, with its
  path and first line, and each finding about a file (binary, archive, too large).

So a hit is exactly the answer the scan would give again. What depends on time is never kept: a
scan that ran out of its parse budget (``SCAN_LIMIT``) is done again next time.

The store lives outside every repository: ``$SKILLGRADE_CACHE_DIR/scan``, else the user's cache
folder. A security gate must not trust a verdict it did not compute, and an entry inside a checkout
could be planted by the pull request it judges, so a store under a scanned path or in a git work
tree is not used. Entries are JSON (never pickle), checked for their format and key, and a damaged or foreign
entry is a miss. ``--no-scan-cache`` turns the store off; the pre-commit hook and the Action never
use it.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from skillgrade import __version__
from skillgrade.findings import Category, Evidence, Finding, Severity
from skillgrade.rules.security.sources import Source
from skillgrade.skill.loader import sha256

FORMAT = 1
CACHE_DIR_ENV = "SKILLGRADE_CACHE_DIR"
_PARSERS = (
    "yaml", "markdown_it", "tree_sitter", "tree_sitter_bash", "tree_sitter_javascript", "tree_sitter_typescript",
    "tree_sitter_powershell",
)  # fmt: skip
_UNCACHEABLE = frozenset({"SCAN_LIMIT", "INTERNAL_ERROR"})


class ScanMemo:
    """The findings of earlier scans under ``directory``, one JSON file per key."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self._code = _code_fingerprint()
        self.hits = 0
        self.misses = 0

    def key(self, display_path: str, items: Iterable[Source | Finding]) -> str:
        import json  # this module is on the pre-commit hook's path, which never keeps findings

        digest = sha256()
        digest.update(self._code)
        digest.update(display_path.encode("utf-8", "surrogatepass"))
        for item in items:
            if isinstance(item, Source):
                head = f"\0S\0{item.rel}\0{item.path}\0{item.first_line}\0{int(item.is_skill_md)}\0{len(item.text)}\0"
                digest.update(head.encode("utf-8", "surrogatepass"))
                digest.update(item.text.encode("utf-8", "surrogatepass"))
            else:
                digest.update(b"\0F\0" + json.dumps(_as_json(item), sort_keys=True).encode("utf-8", "surrogatepass"))
        return digest.hexdigest()

    def get(self, key: str) -> list[Finding] | None:
        import json

        path = self._path(key)
        try:
            entry = json.loads(path.read_text(encoding="utf-8"))
            if entry.get("format") != FORMAT or entry.get("key") != key:
                raise ValueError("another format or key")
            findings = [_from_json(item) for item in entry["findings"]]
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            self.misses += 1
            return None
        self.hits += 1
        return findings

    def put(self, key: str, findings: list[Finding]) -> None:
        """Keep ``findings`` unless time had a say in them; a store that cannot be written is skipped."""
        if any(f.rule in _UNCACHEABLE for f in findings):
            return
        import json

        entry = {"format": FORMAT, "key": key, "findings": [_as_json(f) for f in findings]}
        path = self._path(key)
        partial = path.with_name(f".{key[:12]}.{os.getpid()}.tmp")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            partial.write_text(json.dumps(entry, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
            os.replace(partial, path)  # workers and concurrent runs write whole entries only
        except OSError:
            with contextlib.suppress(OSError):
                partial.unlink(missing_ok=True)

    def _path(self, key: str) -> Path:
        return self.directory / key[:2] / f"{key}.json"


_active: ScanMemo | None = None


def active() -> ScanMemo | None:
    """The store this process scans with, if a command turned one on (:func:`use`)."""
    return _active


def use(directory: Path | None, scanned: Iterable[Path] = ()) -> str | None:
    """Scan with the store at ``directory`` (``None``: none). A store in a scanned path or in any git
    work tree is not used, since what a checkout holds is not trusted: returns why, if so."""
    global _active
    _active = None
    if directory is None:
        return None
    resolved = directory.expanduser().resolve()
    for path in scanned:
        root = path.resolve()
        if resolved == root or root in resolved.parents:
            return f"the scan cache {directory} is inside the scanned path {path}; not used"
    for folder in (resolved, *resolved.parents):
        if (folder / ".git").exists():
            return f"the scan cache {directory} is inside the git work tree {folder}; not used"
    _active = ScanMemo(resolved)
    return None


def default_directory() -> Path:
    """``$SKILLGRADE_CACHE_DIR/scan``, else the user cache folder (``$XDG_CACHE_HOME`` or ``~/.cache``
    on Linux, ``~/Library/Caches`` on macOS, ``%LOCALAPPDATA%`` on Windows) ``/skillgrade/scan``.
    Worked out here: platformdirs, which the model cache uses, is not on the quick path."""
    override = os.environ.get(CACHE_DIR_ENV, "").strip()
    if override:
        return Path(override).expanduser() / "scan"
    if sys.platform == "darwin":
        base = Path.home() / "Library" / "Caches"
    elif os.name == "nt":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    else:
        configured = os.environ.get("XDG_CACHE_HOME", "").strip()
        base = Path(configured) if os.path.isabs(configured) else Path.home() / ".cache"
    return base / "skillgrade" / "scan"


def _code_fingerprint() -> bytes:
    """What names the code that scans: skillgrade's files, the interpreter, the parsers' files."""
    from importlib.util import find_spec  # only when a store is used: about 3 ms to import

    digest = sha256(f"{FORMAT}\0{__version__}\0{sys.version}\0".encode())
    package = Path(__file__).resolve().parents[2]
    for file in sorted(_package_files(str(package))):
        digest.update(_stamp(file))
    for name in _PARSERS:
        with contextlib.suppress(ImportError, ValueError):
            spec = find_spec(name)
            if spec is not None and spec.origin:
                digest.update(f"{name}\0".encode() + _stamp(spec.origin))
    return digest.digest()


def _package_files(folder: str) -> Iterable[str]:
    with os.scandir(folder) as entries:
        for entry in entries:
            if entry.is_dir(follow_symlinks=False):
                if entry.name != "__pycache__":
                    yield from _package_files(entry.path)
            elif not entry.name.endswith((".pyc", ".tmp")):
                yield entry.path


def _stamp(path: str) -> bytes:
    try:
        info = os.stat(path)
    except OSError:
        return f"{path}\0missing\0".encode("utf-8", "surrogatepass")
    return f"{path}\0{info.st_size}\0{info.st_mtime_ns}\0".encode("utf-8", "surrogatepass")


def _as_json(finding: Finding) -> dict[str, Any]:
    return {
        "rule": finding.rule,
        "severity": finding.severity.value,
        "category": finding.category.value,
        "message": finding.message,
        "path": finding.path,
        "line": finding.line,
        "column": finding.column,
        "fix": finding.fix,
        "dimension": finding.dimension,
        "anti_pattern": finding.anti_pattern,
        "target": finding.target,
        "evidence": [[e.path, e.line, e.what] for e in finding.evidence],
        "owasp": finding.owasp,
        "cwe": list(finding.cwe),
    }


def _from_json(item: dict[str, Any]) -> Finding:
    return Finding(
        rule=str(item["rule"]),
        severity=Severity(item["severity"]),
        category=Category(item["category"]),
        message=str(item["message"]),
        path=str(item["path"]),
        line=_optional_int(item["line"]),
        column=_optional_int(item["column"]),
        fix=None if item["fix"] is None else str(item["fix"]),
        dimension=None if item["dimension"] is None else str(item["dimension"]),
        anti_pattern=bool(item["anti_pattern"]),
        target=None if item["target"] is None else str(item["target"]),
        evidence=tuple(Evidence(str(p), _optional_int(line), str(what)) for p, line, what in item["evidence"]),
        owasp=None if item["owasp"] is None else str(item["owasp"]),
        cwe=tuple(int(c) for c in item["cwe"]),
    )


def _optional_int(value: object) -> int | None:
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError("not a line number")
    return value
