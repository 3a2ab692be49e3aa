"""What a rule is, and the contract every rule family module fulfils."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Protocol

from skillgrade.findings import Category, Evidence, Finding, Severity
from skillgrade.record import dataclass
from skillgrade.rules.taxonomy import classify
from skillgrade.skill.model import Skill
from skillgrade.targets import TargetName

if TYPE_CHECKING:
    from skillgrade.skill.siblings import SiblingIndex


@dataclass(frozen=True, slots=True)
class Rule:
    """A check with a stable id. Its ``docs`` are the user documentation (``skillgrade rules ID``)."""

    id: str
    severity: Severity
    category: Category
    summary: str
    """One line: what the rule looks for."""
    fix: str
    """One line: what to do when it fires."""
    docs: str
    dimension: str | None = None
    anti_pattern: bool = False
    security_severity: float | None = None
    """For security rules: GitHub code scanning's 0.1-10 score (critical >= 9, high >= 7, medium >= 4)."""
    precision: str | None = None
    """For security rules: how often a finding is a true positive (SARIF: very-high, high, medium, low)."""
    owasp: str | None = None
    """For security rules: the OWASP Agentic Skills Top 10 id (``AST01`` … ``AST10``). Leave unset:
    :mod:`skillgrade.rules.taxonomy` is the one table, and the registry copies it here."""
    cwe: tuple[int, ...] = ()
    """For security rules: the CWE ids that fit (``(78, 94)`` for CWE-78 and CWE-94)."""

    def finding(
        self,
        path: str,
        line: int | None,
        message: str | None = None,
        *,
        fix: str | None = None,
        target: str | None = None,
        severity: Severity | None = None,
        evidence: tuple[Evidence, ...] = (),
    ) -> Finding:
        place = classify(self.id)
        return Finding(
            rule=self.id,
            severity=severity or self.severity,
            category=self.category,
            message=message or self.summary,
            path=path,
            line=line,
            fix=fix or self.fix,
            dimension=self.dimension,
            anti_pattern=self.anti_pattern,
            target=target,
            evidence=evidence,
            owasp=place.owasp if place else self.owasp,
            cwe=place.cwe if place else self.cwe,
        )


@dataclass(frozen=True, slots=True)
class CheckContext:
    targets: tuple[TargetName, ...]
    """Target profiles whose portability rules apply."""
    siblings: SiblingIndex | None = None
    """The other skills this run sees (for near-duplicate checks); ``None`` when it sees one."""


class SkillRuleFamily(Protocol):
    """A module of related rules that look at one skill."""

    # The rules this module can report, in the order ``skillgrade rules`` lists them.
    RULES: tuple[Rule, ...]

    # Every finding for ``skill``; must not raise for anything a skill folder can contain.
    def check(self, skill: Skill, context: CheckContext) -> Iterator[Finding]: ...
