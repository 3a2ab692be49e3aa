"""Findings: what a rule says about one place in one file."""

from __future__ import annotations

import enum
from typing import Literal

from skillgrade.record import dataclass


class Severity(str, enum.Enum):
    """How bad a finding is. Only ``error`` fails the gate by default."""

    ERROR = "error"
    WARNING = "warning"
    INFO = "info"

    @property
    def rank(self) -> int:
        return {"error": 0, "warning": 1, "info": 2}[self.value]


class Category(str, enum.Enum):
    """The three classes a user must be able to tell apart, plus two families of their own."""

    LOAD = "load"
    """The skill will not load in a client (or loads broken)."""
    PORTABILITY = "portability"
    """The skill loads somewhere but not on a named target."""
    QUALITY = "quality"
    """The skill loads everywhere; this is about how good it is."""
    SECURITY = "security"
    """Hidden text, secrets, injection attempts, dangerous commands."""
    MANIFEST = "manifest"
    """A plugin or marketplace manifest is wrong."""


@dataclass(frozen=True, slots=True)
class Evidence:
    """One link of a finding's chain: what happens at one place (a value read, a host reached, a run)."""

    path: str
    line: int | None
    what: str
    """One short line: ``reads ~/.ssh/id_rsa``, ``sends it to 192.0.2.7``, ``runs what it downloaded``."""

    def location(self) -> str:
        return f"{self.path}:{self.line}" if self.line else self.path

    def text(self) -> str:
        """The link as reports show it: ``reads ~/.aws/credentials (scripts/a.sh:4)``."""
        return f"{self.what} ({self.location()})"


@dataclass(frozen=True, slots=True, kw_only=True)
class Finding:
    """One problem at one place."""

    rule: str
    """Stable rule id, e.g. ``MISSING_TRIGGER``."""
    severity: Severity
    category: Category
    message: str
    """One line saying what is wrong here."""
    path: str
    """File the finding is about, relative to the working directory when possible."""
    line: int | None = None
    """1-based line in ``path``; ``None`` when the finding is about the file as a whole."""
    column: int | None = None
    fix: str | None = None
    """What to do about it."""
    dimension: str | None = None
    """The scoring dimension this finding weighs on, if any."""
    anti_pattern: bool = False
    """Counts towards the methodology's anti-pattern penalty."""
    target: str | None = None
    """For portability findings: the target profile that rejects this."""
    suppressed: bool = False
    """Silenced by config or an inline comment; shown, never counted."""
    suppressed_by: Literal["config", "inline"] | None = None
    """Where the suppression came from, when ``suppressed``."""
    evidence: tuple[Evidence, ...] = ()
    """For behaviour findings: the chain that makes it (each link with its file and line), in order."""
    owasp: str | None = None
    """For security findings: the rule's OWASP Agentic Skills Top 10 id (``AST01`` … ``AST10``)."""
    cwe: tuple[int, ...] = ()
    """For security findings: the CWE ids that fit the rule (``[78, 250]`` for CWE-78 and CWE-250)."""

    def sort_key(self) -> tuple[str, int, int, str]:
        return (self.path, self.line or 0, self.severity.rank, self.rule)

    def location(self) -> str:
        return f"{self.path}:{self.line}" if self.line else self.path


FailOn = Literal["error", "warning", "never"]


def blocking_severities(fail_on: FailOn) -> frozenset[Severity]:
    """The finding severities that fail the gate for a ``--fail-on`` setting."""
    return {
        "error": frozenset({Severity.ERROR}),
        "warning": frozenset({Severity.ERROR, Severity.WARNING}),
        "never": frozenset(),
    }[fail_on]
