"""What Python compiles afresh on every start, kept between runs of the console script as it keeps bytecode.

Two kinds of compiling were over a third of a pre-commit hook run (46 of 125 ms), and bytecode keeps
neither: the quick path compiles some 260 regular expressions (ours, PyYAML's, markdown-it's; ``re``
parses each in pure Python), and ``dataclasses`` compiles the ``__init__`` (and, for a frozen class,
``__setattr__`` and ``__delattr__``) of some 70 classes from generated source text. Both results
depend only on their input text and the interpreter, so :func:`save` keeps them in
``__pycache__`` and :func:`load` hands them back at start-up:

- regular expressions go into ``re``'s own cache, where ``re.compile`` finds them as it finds a
  pattern compiled earlier in the same process;
- ``dataclasses`` looks ``exec`` up in its module, so a function placed there under that name runs
  the code object compiled earlier from the same text, exactly as the builtin would compile it.

Nothing else is kept: no score, no finding, nothing read from a skill beyond the text of a pattern
built from it. The store is ignored (and rewritten) when another interpreter or skillgrade version
wrote it, or its checksum or a program in it is wrong; it is never written when bytecode is not
(``PYTHONDONTWRITEBYTECODE``) and follows ``PYTHONPYCACHEPREFIX``. It relies on ``re``'s cache
dict, on its compiler handing ``_sre.compile`` the program and on ``dataclasses`` calling
``exec(text, globals, namespace)``, all unchanged from Python 3.10 to 3.13; where one is missing,
that part is neither loaded nor saved and Python compiles as usual.
"""

from __future__ import annotations

import _sre  # type: ignore[import-not-found]  # re's engine, no stubs
import builtins
import contextlib
import marshal
import os
import re
import sys
from array import array
from binascii import crc32
from pathlib import Path
from types import CodeType, ModuleType
from typing import Any

from skillgrade import __version__

_Key = tuple[type, Any, int]
_Program = tuple[Any, int, bytes, int, dict[Any, int], tuple[Any, ...]]
"""What ``_sre.compile`` takes, the code packed as bytes: pattern, flags, code, groups,
group index, index group."""

_FORMAT = 1
_WRITER = (
    _FORMAT, __version__, sys.hexversion, sys.implementation.cache_tag, sys.flags.optimize, _sre.MAGIC, _sre.CODESIZE,
    sys.maxunicode,
)  # fmt: skip
_CODE_TYPE = "I"
_MAX_CODES = 1024
"""Generated methods kept at most; beyond that, only those the last run used."""
_WORTH_WRITING_CHARS = 1_000
"""New patterns are written once their texts hold this many characters: ``re`` compiles about 2 µs a
character (measured over the hook's 979 patterns), so about 2 ms of compiling, what writing the store
takes. A few patterns are new in every process (markdown-it builds one from a set, whose order
changes with the hash seed): they alone never cause a write. A count rather than a clock, so that a
slow moment (a loaded box, a profiler) neither rewrites the store nor recompiles them at exit."""

_kind = ""
"""Which store this run reads and writes: ``""`` for every run but the pre-commit hook's, ``"hook"``
for it. A run over a whole marketplace compiles every reader's patterns; a store it wrote would make
each later hook run load hundreds of patterns one skill never needs, so the hook keeps its own."""
_programs: dict[_Key, _Program] = {}
_codes: dict[str, CodeType] = {}
_used_codes: set[str] = set()
_new_codes: set[str] = set()


def store_path(kind: str | None = None) -> Path:
    """``__pycache__/compiled.<tag>.bin`` (``compiled-hook.<tag>.bin`` for the hook's) in the package
    folder, under ``sys.pycache_prefix`` when set."""
    package = Path(__file__).resolve().parent
    chosen = _kind if kind is None else kind
    name = f"compiled{'-' + chosen if chosen else ''}.{sys.implementation.cache_tag}.bin"
    if sys.pycache_prefix:
        return Path(sys.pycache_prefix, *package.parts[1:]) / name
    return package / "__pycache__" / name


def load(kind: str = "") -> None:
    """Put the stored regular expressions into ``re``'s cache and the stored methods at
    ``dataclasses``' disposal, from the store of runs of ``kind`` (see :data:`_kind`), which
    :func:`save` then writes. A store that is missing, stale or damaged loads nothing."""
    global _kind
    _kind = kind
    hooked = _hook_dataclasses()
    if _regex_cache() is not None:
        _make_room(0)  # also on a first run, so that what it saves holds every pattern it compiled
    try:
        writer, checksum, blob = marshal.loads(store_path().read_bytes())
        if writer != _WRITER or crc32(blob) != checksum:
            return
        programs, codes = marshal.loads(blob)
        if _regex_cache() is not None:
            _make_room(len(programs))
            _load_programs(programs)
        if hooked:
            _codes.update(codes)
    except (OSError, ValueError, TypeError, EOFError, RuntimeError, OverflowError):
        _programs.clear()  # a damaged store: keep nothing from it
        _codes.clear()


def save() -> None:
    """Write the store if this run compiled something worth keeping that it did not hold. Best
    effort: a read-only install or a concurrent writer only means a later run compiles again."""
    path = store_path()
    if sys.dont_write_bytecode or not _writable(path.parent):
        return  # a read-only install must not pay for recompiling what it cannot keep
    cache = _regex_cache()
    keys = [key for key in list(cache) if key[0] in (str, bytes)] if cache is not None else []
    new_keys = [key for key in keys if key not in _programs]
    if not _new_codes and sum(len(key[1]) for key in new_keys) < _WORTH_WRITING_CHARS:
        return
    new_programs = {key: _program(key[1], key[2]) for key in new_keys}
    programs = []
    for key in keys:
        program = _programs.get(key) or new_programs.get(key)
        if program is not None:
            programs.append((key[2], program))
    codes = _codes if len(_codes) <= _MAX_CODES else {text: _codes[text] for text in _used_codes}
    try:
        blob = marshal.dumps((programs, codes))
    except ValueError:  # something marshal cannot write: keep what is there rather than fail the run
        return
    _write(path, marshal.dumps((_WRITER, crc32(blob), blob)))


def _writable(folder: Path) -> bool:
    """``folder`` exists or can be made, and files can be written in it."""
    for existing in (folder, *folder.parents):
        if existing.exists():
            return existing.is_dir() and os.access(existing, os.W_OK)
    return False


def _write(path: Path, data: bytes) -> None:
    """Replace ``path`` at once (two hook processes may write together); give up quietly."""
    partial = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial.write_bytes(data)
        os.replace(partial, path)
    except OSError:
        with contextlib.suppress(OSError):
            partial.unlink(missing_ok=True)


# --- regular expressions ------------------------------------------------------------------------


def _regex_cache() -> dict[_Key, re.Pattern[Any]] | None:
    cache = getattr(re, "_cache", None)
    usable = isinstance(cache, dict) and array(_CODE_TYPE).itemsize == _sre.CODESIZE
    return cache if usable else None


_REGEX_ROOM = 2048
"""``re`` keeps 512 patterns and drops the oldest beyond that; the quick path compiles more than
that (the scanner's readers), so a run would drop early patterns before saving and compile them
again on every start."""


def _make_room(stored: int) -> None:
    """Let ``re``'s cache hold every stored pattern and this run's new ones."""
    limit = getattr(re, "_MAXCACHE", None)
    if isinstance(limit, int) and limit < max(_REGEX_ROOM, 2 * stored):
        re._MAXCACHE = max(_REGEX_ROOM, 2 * stored)  # type: ignore[attr-defined]


def _load_programs(programs: list[tuple[int, _Program]]) -> None:
    compiled = {}
    for flags, program in programs:
        pattern, final_flags, code, groups, groupindex, indexgroup = program
        key = (type(pattern), pattern, flags)
        # _sre.compile checks the program: a damaged one raises rather than matching wrongly.
        code_list = array(_CODE_TYPE, code).tolist()
        compiled[key] = _sre.compile(pattern, final_flags, code_list, groups, groupindex, indexgroup)
        _programs[key] = program
    re._cache.update(compiled)  # type: ignore[attr-defined]


def _program(pattern: str | bytes, flags: int) -> _Program | None:
    """Compile ``pattern`` again and catch what ``re``'s compiler hands ``_sre.compile``."""
    compiler: Any = getattr(re, "_compiler", None) or sys.modules.get("sre_compile")  # sre_compile before 3.11
    found = getattr(compiler, "_sre", None)
    if compiler is None or found is None:
        return None
    real: Any = found
    caught: list[tuple[Any, ...]] = []

    class Catch:
        def __getattr__(self, name: str) -> Any:
            return getattr(real, name)

        @staticmethod
        def compile(*args: Any) -> Any:
            caught.append(args)
            return real.compile(*args)

    compiler._sre = Catch()
    try:
        compiler.compile(pattern, flags)
    except Exception:  # it compiled once already; if it does not now, keep nothing for it
        return None
    finally:
        compiler._sre = real
    if len(caught) != 1:
        return None
    source, final_flags, code, groups, groupindex, indexgroup = caught[0]
    packed = array(_CODE_TYPE, [int(op) for op in code]).tobytes()
    return (source, int(final_flags), packed, int(groups), dict(groupindex), tuple(indexgroup))


# --- dataclasses' generated methods -------------------------------------------------------------


def _hook_dataclasses() -> bool:
    """Give ``dataclasses`` an ``exec`` that reuses code compiled from the same text (once per process)."""
    import dataclasses

    module: ModuleType = dataclasses
    current = vars(module).get("exec")
    if current is _exec:
        return True
    if current is not None:  # someone else's: leave it alone
        return False
    module.exec = _exec  # type: ignore[attr-defined]
    return True


def _exec(source: Any, globals: dict[str, Any] | None = None, locals: dict[str, Any] | None = None) -> None:
    """``exec`` for ``dataclasses``: a text compiled before runs its stored code object."""
    if not isinstance(source, str):
        builtins.exec(source, globals, locals)
        return
    code = _codes.get(source)
    if code is None:
        # What the builtin compiles a string to when called from dataclasses (no __future__ flags).
        code = _codes[source] = compile(source, "<string>", "exec", dont_inherit=True)
        _new_codes.add(source)
    _used_codes.add(source)
    builtins.exec(code, globals, locals)
