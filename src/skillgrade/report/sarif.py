"""The SARIF 2.1.0 report, for GitHub code scanning and other SARIF viewers.

One run; its driver lists the rules that fired (from the rule registry), and every finding, from
skills, manifests and the tree itself, is a result. Suppressed findings stay in, marked with a
suppression, so code scanning closes their alerts instead of losing track of them. Each result
carries a partial fingerprint (:mod:`skillgrade.report.fingerprint`: rule, file and the flagged
line's content, not its number or message), so an alert survives edits that move or reword it.

Security rules carry their OWASP Agentic Skills Top 10 id and CWE ids (:mod:`skillgrade.rules.taxonomy`)
as ``properties.tags`` in the forms GitHub code scanning filters on. A finding with a chain of
evidence (a behaviour finding: what is read, where it goes) gets it twice: as ``relatedLocations``
linked from the message (``[reads ~/.aws/credentials](1)``), which GitHub shows inline in the alert,
and as one ``codeFlows`` thread flow, which GitHub shows as the alert's step-by-step path (as for
CodeQL's data-flow queries) and editors' SARIF viewers walk.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path, PurePosixPath, PureWindowsPath
from typing import Any
from urllib.parse import quote

from skillgrade.findings import Evidence, Finding, Severity
from skillgrade.report.dump import to_data
from skillgrade.report.fingerprint import FileLines, Located, fingerprints
from skillgrade.report.model import Report, SkillResult
from skillgrade.rules import Rule, all_rules
from skillgrade.rules.taxonomy import tags as taxonomy_tags

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
SARIF_VERSION = "2.1.0"
INFORMATION_URI = "https://github.com/skillgrade/skillgrade"
SRCROOT = "%SRCROOT%"
FINGERPRINT_KEY = "skillgradeFindingHash/v2"
LEVELS: dict[Severity, str] = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "note"}


def render(report: Report, *, color: bool = False) -> str:
    """The report as a SARIF 2.1.0 log (``color`` is accepted and ignored)."""
    return json.dumps(sarif_log(report), indent=2, ensure_ascii=False) + "\n"


def sarif_log(report: Report) -> dict[str, Any]:
    findings = list(_all_findings(report))
    registry = all_rules()
    rule_ids = sorted({f.rule for f in findings})
    rules = [_rule_descriptor(rule_id, registry.get(rule_id)) for rule_id in rule_ids]
    index = {rule_id: i for i, rule_id in enumerate(rule_ids)}
    prints = fingerprints([Located(f.rule, f.path, f.line) for f in findings], FileLines(Path.cwd()))
    results = [_result(f, index[f.rule], p) for f, p in zip(findings, prints, strict=True)]
    driver: dict[str, Any] = {
        "name": report.tool.name,
        "version": report.tool.version,
        "semanticVersion": report.tool.version,
        "informationUri": INFORMATION_URI,
        "rules": rules,
    }
    run: dict[str, Any] = {
        "tool": {"driver": driver},
        "results": results,
        "invocations": [{"executionSuccessful": True}],
        "properties": _run_properties(report),
    }
    if any(f.column for f in findings):
        run["columnKind"] = "unicodeCodePoints"
    return {"$schema": SARIF_SCHEMA, "version": SARIF_VERSION, "runs": [run]}


def _all_findings(report: Report) -> Iterator[Finding]:
    for skill in report.skills:
        yield from skill.findings
    for manifest in report.manifests:
        yield from manifest.findings
    yield from report.findings


def _pascal(rule_id: str) -> str:
    return "".join(part.capitalize() for part in rule_id.lower().split("_") if part) or rule_id


def _rule_descriptor(rule_id: str, entry: tuple[str, Rule] | None) -> dict[str, Any]:
    if entry is None:  # a rule id not in the registry; describe it as well as we can
        return {"id": rule_id, "name": _pascal(rule_id), "shortDescription": {"text": rule_id}}
    family, rule = entry
    tags = ["skillgrade", rule.category.value]
    if rule.anti_pattern:
        tags.append("anti-pattern")
    tags.extend(tag for tag in taxonomy_tags(rule.id) if tag not in tags)
    properties: dict[str, Any] = {
        "category": rule.category.value,
        "family": family,
        "anti_pattern": rule.anti_pattern,
        "tags": tags,
    }
    if rule.dimension:
        properties["dimension"] = rule.dimension
    if rule.security_severity is not None:
        # GitHub code scanning ranks security alerts by this score, given as a string
        properties["security-severity"] = f"{rule.security_severity:.1f}"
    if rule.precision is not None:
        properties["precision"] = rule.precision
    if rule.owasp is not None:
        properties["owasp-agentic-skills"] = rule.owasp
    if rule.cwe:
        properties["cwe"] = [f"CWE-{number}" for number in rule.cwe]
    return {
        "id": rule.id,
        "name": _pascal(rule.id),
        "shortDescription": {"text": rule.summary},
        "fullDescription": {"text": rule.docs or rule.summary},
        "help": {"text": f"{rule.fix}\n\n{rule.docs}" if rule.docs else rule.fix, "markdown": help_markdown(rule)},
        "defaultConfiguration": {"level": LEVELS[rule.severity]},
        "properties": properties,
    }


def help_markdown(rule: Rule) -> str:
    """The rule's documentation as Markdown: summary, fix, explanation, and FAIL/PASS examples as code."""
    parts = [f"**{rule.summary}**", f"**Fix:** {rule.fix}"]
    for paragraph in (rule.docs or "").split("\n\n"):
        lines = paragraph.split("\n")
        if len(lines) > 1 and lines[0].rstrip().endswith(":") and all(line.startswith("    ") for line in lines[1:]):
            code = "\n".join(line[4:] for line in lines[1:])
            parts.append(f"{lines[0]}\n\n```text\n{code}\n```")
        elif paragraph.strip():
            parts.append(paragraph)
    parts.append(f"Run `skillgrade rules {rule.id}` for this text in a terminal.")
    return "\n\n".join(parts)


def artifact_uri(path: str) -> tuple[str, str | None]:
    """The artifact URI of a finding's path and its base id: relative POSIX under %SRCROOT%, or a file URI."""
    if PureWindowsPath(path).drive or PurePosixPath(path).is_absolute():
        posix = PureWindowsPath(path).as_posix() if PureWindowsPath(path).drive else path
        prefix = "file:///" if not posix.startswith("/") else "file://"
        return prefix + quote(posix, safe="/:"), None
    posix = path
    while posix.startswith("./"):
        posix = posix[2:]
    return quote(posix, safe="/"), SRCROOT


def _physical(path: str, line: int | None, column: int | None = None) -> dict[str, Any]:
    uri, base = artifact_uri(path)
    artifact: dict[str, Any] = {"uri": uri}
    if base:
        artifact["uriBaseId"] = base
    physical: dict[str, Any] = {"artifactLocation": artifact}
    if line is not None and line >= 1:
        region: dict[str, Any] = {"startLine": line}
        if column is not None and column >= 1:
            region["startColumn"] = column
        physical["region"] = region
    return physical


def _markdown_link_text(text: str) -> str:
    """``text`` safe inside a SARIF message link ``[text](id)``: brackets and backslashes escaped."""
    return text.replace("\\", "\\\\").replace("[", "\\[").replace("]", "\\]")


def _chain(evidence: tuple[Evidence, ...]) -> tuple[str, list[dict[str, Any]], list[dict[str, Any]]]:
    """The chain as message text with links, ``relatedLocations`` (ids from 1) and one ``codeFlows`` entry."""
    related = [
        {"id": number, "physicalLocation": _physical(link.path, link.line), "message": {"text": link.what}}
        for number, link in enumerate(evidence, start=1)
    ]
    text = " → ".join(f"[{_markdown_link_text(link.what)}]({number})" for number, link in enumerate(evidence, start=1))
    steps = [
        {"location": {"physicalLocation": _physical(link.path, link.line), "message": {"text": link.what}}}
        for link in evidence
    ]
    flow = {"message": {"text": " → ".join(link.what for link in evidence)}, "threadFlows": [{"locations": steps}]}
    return text, related, [flow]


def _result(finding: Finding, rule_index: int, fingerprint: str) -> dict[str, Any]:
    physical = _physical(finding.path, finding.line, finding.column)
    text = finding.message
    if finding.target:
        text += f" (target: {finding.target})"
    if finding.evidence:
        chain_text, related, flows = _chain(finding.evidence)
        text += f" (chain: {chain_text})"
    if finding.fix:
        text += f". Fix: {finding.fix}" if not text.endswith((".", "!", "?")) else f" Fix: {finding.fix}"
    result: dict[str, Any] = {
        "ruleId": finding.rule,
        "ruleIndex": rule_index,
        "level": LEVELS[finding.severity],
        "message": {"text": text},
        "locations": [{"physicalLocation": physical}],
        "partialFingerprints": {FINGERPRINT_KEY: fingerprint},
        "properties": {
            "category": finding.category.value,
            "severity": finding.severity.value,
            "anti_pattern": finding.anti_pattern,
            **({"dimension": finding.dimension} if finding.dimension else {}),
            **({"target": finding.target} if finding.target else {}),
            **({"owasp-agentic-skills": finding.owasp} if finding.owasp else {}),
            **({"cwe": [f"CWE-{number}" for number in finding.cwe]} if finding.cwe else {}),
        },
    }
    if finding.evidence:
        result["relatedLocations"] = related
        result["codeFlows"] = flows
    if finding.suppressed:
        result["suppressions"] = [{"kind": "external" if finding.suppressed_by == "config" else "inSource"}]
    return result


def _skill_properties(skill: SkillResult) -> dict[str, Any]:
    comp = skill.composite
    return {
        "folder": skill.folder,
        "name": skill.name,
        "path": skill.path,
        "passed": skill.passed,
        "score": comp.score,
        "grade": comp.grade,
        "badge": comp.badge.value if comp.badge else None,
        "confidence": comp.confidence,
        "untrusted": comp.untrusted,
        "coverage": comp.coverage,
        "gate": skill.gate,
    }


def _run_properties(report: Report) -> dict[str, Any]:
    return {
        "reportVersion": report.version,
        "generatedAt": report.generated_at,
        "depth": report.depth,
        "threshold": report.threshold,
        "passed": report.passed,
        "summary": to_data(report.summary),
        "skills": [_skill_properties(s) for s in report.skills],
    }
