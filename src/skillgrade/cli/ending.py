"""How a command ends when something goes wrong: the message and the documented exit code.

Click-free, so the bare pre-commit hook (:mod:`skillgrade.cli.hook`) ends exactly as a command
parsed by click does (:func:`skillgrade.cli.main.main` handles click's own exceptions first).
"""

from __future__ import annotations

import sys

from skillgrade.errors import REPORT_BUGS_AT, ExitCode, SkillgradeError
from skillgrade.extras import missing_extra


def ended(exc: BaseException, debug: bool) -> int:
    """Say on standard error why the command stopped, and return its exit code."""
    if isinstance(exc, SkillgradeError):
        if debug:
            _print_traceback()
        _say(f"skillgrade: error: {exc}")
        return int(exc.exit_code)
    if isinstance(exc, KeyboardInterrupt):
        _say("Interrupted.")
        return 130
    if isinstance(exc, BrokenPipeError):
        return 0
    if isinstance(exc, ImportError):
        message = missing_extra(exc)
        if message is not None:
            _say(f"skillgrade: error: {message}")
            return ExitCode.USAGE
    if debug:
        _print_traceback()
    else:
        _say(
            f"skillgrade: internal error: {type(exc).__name__}: {exc}\n"
            f"This is a bug. Run again with --debug for the traceback and report it at {REPORT_BUGS_AT}"
        )
    return ExitCode.INTERNAL


def _say(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def _print_traceback() -> None:
    import traceback

    traceback.print_exc()
