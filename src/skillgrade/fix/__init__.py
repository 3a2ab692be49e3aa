"""Mechanical fixes: the edits ``skillgrade fix`` writes and pull-request suggestions carry.

plan_skill(skill, findings) -> FixPlan      one pass, no writing: FixPlan.edits / .unfixed
apply_edits(lines, edits) -> list[str]      the lines with non-overlapping line edits applied
fix_skill(skill, config) -> FixOutcome      passes until nothing is left to fix, no writing
write_fix(outcome) -> bool                  the one writer (refuses symlinks, changed files)
FIXABLE                                     rule id -> what its fix does
"""

from skillgrade.fix.edits import Edit, Unfixed, apply_edits
from skillgrade.fix.engine import (
    FIXABLE,
    PARTLY_FIXABLE,
    FixOutcome,
    FixPlan,
    FixRefused,
    active_findings,
    fix_skill,
    plan_for,
    plan_skill,
    write_fix,
)

__all__ = [
    "FIXABLE",
    "PARTLY_FIXABLE",
    "Edit",
    "FixOutcome",
    "FixPlan",
    "FixRefused",
    "Unfixed",
    "active_findings",
    "apply_edits",
    "fix_skill",
    "plan_for",
    "plan_skill",
    "write_fix",
]
