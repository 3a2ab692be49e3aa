"""The one error hierarchy of skillgrade and the exit codes it maps to.

    SkillgradeError              any failure skillgrade reports on purpose
    ├── UsageError               bad flags, a path that does not exist, a config that is wrong  (exit 2)
    │   ├── ConfigError          the config file cannot be read or does not validate            (exit 2)
    │   └── ModelSetupError      a model is needed but cannot be used: no key, --offline         (exit 2)
    ├── ModelCallError           a model call failed after its retries (the layer reports it)     (exit 1)
    └── InternalError            a bug: something that should not happen                          (exit 3)

A run whose requested depth did not run for some skill (a model layer failed) is not an exception:
the skills are reported, and the run exits 4 (``ExitCode.DEGRADED``) unless ``--allow-degraded``.

Problems *inside* a skill (bad YAML, a binary file, a dead link) are never exceptions: they are
findings, so one broken skill cannot stop the others from being scored.
"""

from __future__ import annotations

import enum

REPORT_BUGS_AT = "https://github.com/skillgrade/skillgrade/issues"


class ExitCode(enum.IntEnum):
    """Documented process exit codes."""

    PASSED = 0
    """Every gate passed."""
    GATE_FAILED = 1
    """A score fell below its threshold, or a finding at error severity was reported."""
    USAGE = 2
    """Bad usage, a config error, or an input path that cannot be read."""
    INTERNAL = 3
    """A bug in skillgrade. The message says where to report it."""
    DEGRADED = 4
    """The depth asked for did not run for at least one skill (a model layer failed); ``--allow-degraded``
    accepts it and gates on what was measured instead."""


class SkillgradeError(Exception):
    """Base class of every error skillgrade raises on purpose."""

    exit_code: ExitCode = ExitCode.INTERNAL


class UsageError(SkillgradeError):
    """The command line or an input path is wrong; the message says how to fix it."""

    exit_code = ExitCode.USAGE


class ConfigError(UsageError):
    """A config file cannot be read or does not validate."""


class ModelSetupError(UsageError):
    """A layer needs a model and none can be used: no API key, ``--offline``, an unknown provider."""


class ModelCallError(SkillgradeError):
    """A model call failed for good: retries exhausted, or an error that retrying cannot fix.

    Layers catch it and report the affected dimensions as unscored, with this message as the
    reason; it never becomes a score.
    """

    exit_code = ExitCode.GATE_FAILED

    def __init__(
        self, message: str, *, status: int | None = None, retryable: bool = False, attempts: int | None = None
    ) -> None:
        super().__init__(message)
        self.status = status
        self.retryable = retryable
        self.attempts = attempts
        """HTTP requests sent before giving up, when the client counted them."""


class InternalError(SkillgradeError):
    """Something that should not happen; a bug to report."""

    exit_code = ExitCode.INTERNAL
