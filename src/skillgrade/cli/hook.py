"""The bare pre-commit hook invocation, ``skillgrade score --depth quick FILE...``, without click.

It is what the hook runs on every commit unless its ``args:`` add options, and importing click was
about a tenth of that process. :func:`bare_hook_paths` recognises only that exact shape (no
option besides ``--depth quick``, no argument that starts with ``-``); anything else goes through
click. The run is the one ``skillgrade score`` does with its defaults (a test compares them with
the click command's, and the two paths' output on the same inputs).
"""

from __future__ import annotations

from pathlib import Path
from typing import NoReturn

QUICK = ["--depth", "quick"]


def bare_hook_paths(argv: list[str]) -> list[str] | None:
    """The paths of ``score [--depth quick] PATH...`` when that is all ``argv`` says; else ``None``."""
    if not argv or argv[0] != "score":
        return None
    rest = argv[3:] if argv[1:3] == QUICK else argv[1:]
    if not rest or any(arg.startswith("-") for arg in rest):
        return None
    return rest


def only_files(paths: list[str]) -> bool:
    """Every path names a file, as pre-commit passes the changed ``SKILL.md`` files (a folder may hold
    a whole marketplace)."""
    return all(Path(path).is_file() for path in paths)


def run_bare_hook(paths: list[str]) -> int:
    """``skillgrade score --depth quick PATHS`` with every other option at its default."""
    import gc

    from skillgrade.cli.ending import ended

    try:
        from skillgrade.cli.output import deliver, load_settings, nothing_to_report
        from skillgrade.evaluate import Options, evaluate

        gc.freeze()  # what was imported lives for the whole process: the collector need not rescan it
        targets = [Path(p) for p in paths]
        settings = load_settings(None)
        report = evaluate(targets, settings, Options(depth="quick", allow_degraded=settings.allow_degraded))
        nothing = nothing_to_report(report, targets, sharded=False)
        return nothing if nothing is not None else deliver(report, "text", None)
    except (Exception, KeyboardInterrupt) as exc:
        return ended(exc, debug=False)


def leave(code: int) -> NoReturn:
    """End the hook's process with ``code`` once its output is out, without tearing the interpreter
    down: freeing every module and object one by one (and the collections it runs meanwhile) was
    about 2% of a hook run (15.7 M of 668 M instructions), work a process about to end need not do.
    The exit functions still run; when a flush fails or a thread is still running, Python ends the
    process as it always has, with the same reports and exit code."""
    import atexit
    import os
    import sys

    threading = sys.modules.get("threading")
    if threading is not None and threading.active_count() > 1:
        sys.exit(code)
    try:
        for stream in (sys.stdout, sys.stderr):
            if stream is not None:  # None when the hook was started with the stream closed
                stream.flush()
    except (OSError, ValueError):
        sys.exit(code)  # Python reports the failed flush at exit as it would have
    atexit._run_exitfuncs()  # what sys.exit would run: logging's shutdown, a pool's joins
    os._exit(code)
