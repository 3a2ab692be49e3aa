"""Where each security rule sits in the taxonomies users' tools understand: OWASP AST and CWE.

One table, :data:`SECURITY_TAXONOMY`, maps a rule id to its OWASP Agentic Skills Top 10 risk and the
CWE weaknesses that fit. The registry (:func:`skillgrade.rules.all_rules`) copies it onto each
:class:`~skillgrade.rules.base.Rule`, :meth:`Rule.finding` onto each finding (so the JSON report
carries ``owasp`` and ``cwe`` per finding), and the SARIF report turns it into ``properties.tags``
(``owasp-agentic-skills/AST01``, ``external/cwe/cwe-78``: the tag forms GitHub code scanning
filters on). A rule definition may leave its ``owasp``/``cwe`` unset; if it sets them, they must
agree with this table (the registry checks).

The risk list is the OWASP Agentic Skills Top 10 as published on the project page,
https://owasp.org/www-project-agentic-skills-top-10/ (page marked "Last updated: June 2026"; the
risk pages are ``…/ast01`` … ``…/ast10``). The June 2026 edition renamed AST05 from "Unsafe
Deserialization" (March 2026 edition, repository OWASP/www-project-agentic-skills-top-10 at
c209246) to "Untrusted External Instructions"; the other nine ids kept their names. CWE ids are
from MITRE's CWE list (4.15 added CWE-1427, improper neutralization of input used for LLM prompting).

This module imports nothing: :mod:`skillgrade.rules.base` reads it on the quick path.
"""

from __future__ import annotations

from typing import NamedTuple

AST_RISKS: dict[str, str] = {
    "AST01": "Malicious Skills",
    "AST02": "Supply Chain Compromise",
    "AST03": "Over-Privileged Skills",
    "AST04": "Insecure Metadata",
    "AST05": "Untrusted External Instructions",
    "AST06": "Weak Isolation",
    "AST07": "Update Drift",
    "AST08": "Poor Scanning",
    "AST09": "No Governance",
    "AST10": "Cross-Platform Reuse",
}
"""The OWASP Agentic Skills Top 10, id → risk name (June 2026 edition)."""

AST_URL = "https://owasp.org/www-project-agentic-skills-top-10/{id}"


class Classification(NamedTuple):
    owasp: str
    """The OWASP Agentic Skills Top 10 id, ``AST01`` … ``AST10``."""
    cwe: tuple[int, ...]
    """CWE ids that fit, most specific first; empty when none does."""


# Why each rule sits where it does, when it is not obvious:
# - text hidden from a reviewer, overrides and concealment are the "social engineering instructions
#   embedded in SKILL.md prose" of AST01; CWE-451 (UI misrepresentation of critical information) for
#   what the reader cannot see, CWE-1427 (unneutralised input used for LLM prompting) for what the
#   model is told;
# - pleas to a judge or scanner, and files the scan cannot read, are AST08 (scanning defeated);
# - code a skill downloads and runs is its own malicious behaviour, AST01 (CWE-494, download of code
#   without an integrity check); an install from an unknown source or a near-miss name is AST02;
# - an embedded credential is AST03's "credential-leaking skills" (CWE-798).
SECURITY_TAXONOMY: dict[str, Classification] = {
    "HIDDEN_UNICODE": Classification("AST01", (451,)),
    "HIDDEN_INSTRUCTION": Classification("AST01", (451, 1427)),
    "INSTRUCTION_OVERRIDE": Classification("AST01", (1427,)),
    "CONCEALED_ACTION": Classification("AST01", (451, 1427)),
    "EMBEDDED_SECRET": Classification("AST03", (798,)),
    "EVALUATOR_INJECTION": Classification("AST08", (1427,)),
    "DANGEROUS_COMMAND": Classification("AST03", (78, 250)),
    "DOWNLOAD_AND_RUN": Classification("AST01", (494, 829)),
    "CREDENTIAL_EXFILTRATION": Classification("AST01", (200, 522)),
    "PERSISTENCE": Classification("AST01", (506,)),
    "OBFUSCATED_PAYLOAD": Classification("AST01", (506, 95)),
    "REMOTE_SHELL": Classification("AST01", (506, 78)),
    "DNS_EXFILTRATION": Classification("AST01", (200,)),
    "UNTRUSTED_PACKAGE_SOURCE": Classification("AST02", (829, 494)),
    "TYPOSQUATTED_PACKAGE": Classification("AST02", (1357, 829)),
    "REMOTE_INSTRUCTIONS": Classification("AST05", (829, 1427)),
    "AGENT_APPROVAL_OFF": Classification("AST03", (250,)),
    "SECURITY_CONTROLS_OFF": Classification("AST01", (693,)),
    "DECEPTIVE_URL": Classification("AST04", (1007,)),
    "OVERBROAD_TOOLS": Classification("AST03", (250,)),
    "OPAQUE_CODE": Classification("AST08", (912,)),
    "BUNDLED_ARCHIVE": Classification("AST08", ()),
    "UNSCANNED_FILE": Classification("AST08", ()),
    "SCAN_LIMIT": Classification("AST08", ()),
    "TRIAGE_INTENT": Classification("AST01", (506,)),
}


def classify(rule_id: str) -> Classification | None:
    """The rule's place in the taxonomies, or ``None`` for a rule that is not a security rule."""
    return SECURITY_TAXONOMY.get(rule_id)


def tags(rule_id: str) -> list[str]:
    """SARIF ``properties.tags`` for the rule: ``security``, its AST id, its CWE ids (GitHub's forms)."""
    found = classify(rule_id)
    if found is None:
        return []
    return [
        "security",
        f"owasp-agentic-skills/{found.owasp}",
        *(f"external/cwe/cwe-{number}" for number in found.cwe),
    ]


def describe(rule_id: str) -> str | None:
    """One line for ``skillgrade rules ID``: ``OWASP AST01 Malicious Skills (…); CWE-451, CWE-1427``."""
    found = classify(rule_id)
    if found is None:
        return None
    cwe = ", ".join(f"CWE-{number}" for number in found.cwe) or "no CWE fits"
    url = AST_URL.format(id=found.owasp.lower())
    return f"OWASP {found.owasp} {AST_RISKS[found.owasp]} ({url}); {cwe}"
