"""Security rules: hidden Unicode, embedded secrets, text that steers an evaluator, dangerous commands."""

from __future__ import annotations

from collections.abc import Iterator

from skillgrade.findings import Finding
from skillgrade.rules.base import CheckContext, Rule
from skillgrade.skill.model import Skill

RULES: tuple[Rule, ...] = ()


def check(skill: Skill, context: CheckContext) -> Iterator[Finding]:
    return iter(())
