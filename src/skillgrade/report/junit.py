"""The JUnit XML report, for CI systems that show test results (GitLab, Jenkins, Azure, CircleCI …).

``<testsuites>`` holds one ``<testsuite name="skillgrade">`` with one ``<testcase>`` per skill
(classname ``skillgrade``, name the skill folder), failing when the skill failed its gate; one per
plugin or marketplace manifest (classname ``skillgrade.manifest``); and, when the run found
problems that belong to no skill, one for those (classname ``skillgrade.tree``). A skill whose
check hit a bug in skillgrade (``INTERNAL_ERROR``) is an ``<error>`` rather than a failure.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from datetime import datetime, timezone

from skillgrade.findings import Finding, Severity, blocking_severities
from skillgrade.report.model import ManifestResult, Report, SkillResult
from skillgrade.scoring.dimensions import DIMENSIONS

CLASSNAME = "skillgrade"
INTERNAL_ERROR = "INTERNAL_ERROR"
# Everything XML 1.0 does not allow in a document, even escaped.
_ILLEGAL_XML = re.compile("[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def render(report: Report, *, color: bool = False) -> str:
    """The report as JUnit XML (``color`` is accepted and ignored)."""
    root = junit_tree(report)
    ET.indent(root, space="  ")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def clean(text: str) -> str:
    """``text`` without the characters XML 1.0 forbids (control characters, lone surrogates, U+FFFE/F)."""
    return _ILLEGAL_XML.sub("", text)


def junit_tree(report: Report) -> ET.Element:
    cases = [_skill_case(s) for s in report.skills]
    cases += [_manifest_case(m) for m in report.manifests]
    if report.findings:
        cases.append(_tree_case(report))
    failures = sum(1 for c in cases if c.find("failure") is not None)
    errors = sum(1 for c in cases if c.find("error") is not None)
    seconds = sum(float(c.get("time", "0")) for c in cases)
    counts = {"tests": str(len(cases)), "failures": str(failures), "errors": str(errors), "time": f"{seconds:.3f}"}
    root = ET.Element("testsuites", {"name": CLASSNAME, **counts})
    suite_attrs = {"name": CLASSNAME, **counts, "skipped": "0"}
    timestamp = _timestamp(report.generated_at)
    if timestamp:
        suite_attrs["timestamp"] = timestamp
    suite = ET.SubElement(root, "testsuite", suite_attrs)
    _properties(
        suite,
        {
            "skillgrade.version": report.tool.version,
            "report.version": report.version,
            "depth": report.depth,
            "threshold": None if report.threshold is None else f"{report.threshold:g}",
            "passed": str(report.passed).lower(),
            "mean_score": None if report.summary.mean_score is None else f"{report.summary.mean_score:g}",
        },
    )
    suite.extend(cases)
    return root


def _timestamp(value: str) -> str | None:
    """JUnit timestamps carry no zone: the UTC time, to the second."""
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        return None
    if moment.tzinfo is not None:
        moment = moment.astimezone(timezone.utc).replace(tzinfo=None)
    return moment.isoformat(timespec="seconds")


def _properties(parent: ET.Element, values: dict[str, str | None]) -> None:
    props = ET.SubElement(parent, "properties")
    for name, value in values.items():
        if value is not None:
            ET.SubElement(props, "property", {"name": name, "value": clean(value)})


def _finding_line(f: Finding) -> str:
    target = f" [{f.target}]" if f.target else ""
    line = f"{f.location()}: {f.severity.value} {f.rule}{target}: {f.message}"
    line += "".join(f"\n    → {link.text()}" for link in f.evidence)
    return line + (f"\n    fix: {f.fix}" if f.fix else "")


def _lines(findings: Iterable[Finding]) -> str:
    return "\n".join(_finding_line(f) for f in findings)


def _ref(f: Finding) -> str:
    return f"{f.rule} {f.location()}"


def blocking_findings(skill: SkillResult) -> list[Finding]:
    """The unsuppressed findings that block this skill's gate: those behind its gate-blocker priorities."""
    refs = {ref for p in skill.priorities if p.gain is None for ref in p.findings}
    return [f for f in skill.findings if not f.suppressed and _ref(f) in refs]


def _summary_text(skill: SkillResult) -> str:
    comp = skill.composite
    if comp.score is None:
        head = f"not scored: {comp.reason or 'unknown reason'}"
    else:
        coverage = f"{len(comp.measured_dimensions)} of {len(DIMENSIONS)} dimensions"
        if comp.coverage is not None:
            coverage += f" ({comp.coverage:.0%} of weight)"
        head = f"score {comp.score:.1f} / 100 · {comp.badge_label or 'no badge'} · {comp.confidence} · {coverage}"
    lines = [head, f"gate: {'passed' if skill.passed else 'FAILED: ' + '; '.join(skill.gate)}"]
    if comp.untrusted:
        lines.insert(1, f"untrusted: {comp.untrusted}")
    if skill.priorities:
        lines.append("fix first:")
        for item in skill.priorities[:5]:
            gain = "blocks the gate" if item.gain is None else f"+{item.gain:.1f} pts"
            lines.append(f"  {gain}  {item.title}")
    active = [f for f in skill.findings if not f.suppressed]
    if active:
        lines.append("findings:")
        lines.extend("  " + line for line in _lines(active).split("\n"))
    suppressed = len(skill.findings) - len(active)
    if suppressed:
        lines.append(f"({suppressed} suppressed finding{'s' if suppressed > 1 else ''} not shown)")
    return "\n".join(lines)


def _skill_case(skill: SkillResult) -> ET.Element:
    comp = skill.composite
    static = next((layer for layer in skill.layers if layer.name == "static"), None)
    seconds = (static.duration_ms or 0.0) / 1000 if static else 0.0
    case = ET.Element(
        "testcase",
        {"classname": CLASSNAME, "name": clean(skill.folder), "file": clean(skill.path), "time": f"{seconds:.3f}"},
    )
    _properties(
        case,
        {
            "name": skill.name,
            "score": None if comp.score is None else f"{comp.score:g}",
            "grade": comp.grade,
            "badge": comp.badge.value if comp.badge else None,
            "badge_label": comp.badge_label,
            "confidence": comp.confidence,
            "untrusted": comp.untrusted,
            "coverage": None if comp.coverage is None else f"{comp.coverage:g}",
            "content_hash": skill.content_hash,
        },
    )
    internal = [f for f in skill.findings if f.rule == INTERNAL_ERROR and not f.suppressed]
    if internal:
        error = ET.SubElement(case, "error", {"message": clean(internal[0].message), "type": INTERNAL_ERROR})
        error.text = clean(_lines(internal))
    elif not skill.passed:
        blocking = blocking_findings(skill)
        failure = ET.SubElement(case, "failure", {"message": clean("; ".join(skill.gate)), "type": "skillgrade.gate"})
        body = ["Gate failed: " + "; ".join(skill.gate)]
        if blocking:
            body += ["", "Blocking findings:", _lines(blocking)]
        failure.text = clean("\n".join(body))
    out = ET.SubElement(case, "system-out")
    out.text = clean(_summary_text(skill))
    return case


def _failure_message(findings: list[Finding]) -> str:
    counts: dict[Severity, int] = {}
    for f in findings:
        counts[f.severity] = counts.get(f.severity, 0) + 1
    return ", ".join(
        f"{n} {sev.value} finding{'s' if n > 1 else ''}" for sev, n in sorted(counts.items(), key=lambda i: i[0].rank)
    )


def _findings_case(
    classname: str, name: str, findings: list[Finding], failed: bool, file: str | None = None
) -> ET.Element:
    attrs = {"classname": classname, "name": clean(name), "time": "0.000"}
    if file:
        attrs["file"] = clean(file)
    case = ET.Element("testcase", attrs)
    active = sorted((f for f in findings if not f.suppressed), key=lambda f: (f.severity.rank, *f.sort_key()))
    if failed:
        failure = ET.SubElement(
            case, "failure", {"message": clean(_failure_message(active) or "failed"), "type": "skillgrade.gate"}
        )
        failure.text = clean(_lines(active))
    if active:
        out = ET.SubElement(case, "system-out")
        out.text = clean(_lines(active))
    return case


def _manifest_case(manifest: ManifestResult) -> ET.Element:
    case = _findings_case(
        f"{CLASSNAME}.manifest", manifest.path, manifest.findings, not manifest.passed, file=manifest.path
    )
    case.insert(0, ET.Element("properties"))
    ET.SubElement(case[0], "property", {"name": "kind", "value": manifest.kind})
    return case


def _tree_case(report: Report) -> ET.Element:
    blocking = blocking_severities(report.fail_on)
    failed = any(f.severity in blocking for f in report.findings if not f.suppressed)
    return _findings_case(f"{CLASSNAME}.tree", "findings outside any skill", report.findings, failed)
