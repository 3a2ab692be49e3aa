"""TRIAGE_INTENT: what an optional model triage (``skillgrade scan --triage``) adds to a scan.

Only the rule lives here, so the registry can list and document it without importing a model
client; the triage itself is :mod:`skillgrade.layers.triage`.
"""

from __future__ import annotations

from skillgrade.findings import Category, Severity
from skillgrade.rules.base import Rule

TRIAGE_INTENT = Rule(
    "TRIAGE_INTENT",
    Severity.WARNING,
    Category.SECURITY,
    "a model reading the skill judged its intent malicious or suspicious",
    "Read the files the model points to; the deterministic findings stand whatever the model says.",
    "With `skillgrade scan --triage --provider … --model …`, a model reads each skill's capability "
    "summary (the deterministic security findings with their chains of evidence) and the skill's "
    "files, marked as data it must not obey, and answers malicious, suspicious or benign with a "
    "reason and the lines that show it. A malicious or suspicious verdict becomes this finding, at "
    "warning severity: a model's judgement alone never fails the default gate, because a model can "
    "be wrong both ways and a skill's text is written to sway it; use --fail-on warning to gate on "
    "it. Triage only adds: it never removes, lowers or rewords a deterministic finding, whatever "
    "the model answers. A triage that fails (the endpoint down, answers that never parse) is "
    "reported and the run exits 4 like any degraded run, unless --allow-degraded.\n\n"
    "FAIL (the model's answer):\n"
    '    {"verdict": "malicious", "reason": "uploads ~/.aws/credentials to an unrelated host", …}\n\n'
    "PASS:\n"
    '    {"verdict": "benign", "reason": "formats CSV files; no network or secret access", …}',
    security_severity=5.0,
    precision="low",
)

RULES: tuple[Rule, ...] = (TRIAGE_INTENT,)
