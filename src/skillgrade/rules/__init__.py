"""The rule registry: every rule family, in one explicit, sorted table."""

from __future__ import annotations

from skillgrade.rules import description, efficiency, links, load, security, spec, structure
from skillgrade.rules.base import CheckContext, Rule, SkillRuleFamily

SKILL_FAMILIES: dict[str, SkillRuleFamily] = {
    "description": description,
    "efficiency": efficiency,
    "links": links,
    "load": load,
    "security": security,
    "spec": spec,
    "structure": structure,
}

__all__ = ["SKILL_FAMILIES", "CheckContext", "Rule", "all_rules"]


def all_rules() -> dict[str, tuple[str, Rule]]:
    """Every rule by id, with the family it belongs to."""
    from skillgrade.rules import manifest

    table: dict[str, tuple[str, Rule]] = {}
    families: dict[str, tuple[Rule, ...]] = {name: module.RULES for name, module in SKILL_FAMILIES.items()}
    families["manifest"] = manifest.RULES
    for family, rules in sorted(families.items()):
        for rule in rules:
            if rule.id in table:
                raise AssertionError(f"rule id {rule.id} is defined twice")
            table[rule.id] = (family, rule)
    return table
