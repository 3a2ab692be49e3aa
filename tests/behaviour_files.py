"""Small real files for the behaviour analysers' tests: written to disk, read back, analysed or scanned."""

from __future__ import annotations

from pathlib import Path

from security_corpus import write
from skillgrade.findings import Finding
from skillgrade.rules import security
from skillgrade.rules.base import CheckContext
from skillgrade.rules.security.behaviour import languages
from skillgrade.rules.security.behaviour.model import Capability, Kind, Language, Presentation, Snippet
from skillgrade.skill.loader import load_skill

SKILL_MD = "---\nname: report-helper\ndescription: Builds weekly reports from history.\n---\n\n# Report helper\n"


def analyse_file(tmp_path: Path, rel: str, source: str, language: Language) -> list[Capability]:
    """The capabilities of the script ``rel`` holding ``source``, as a bundled script."""
    path = tmp_path / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(source, encoding="utf-8")
    text = path.read_text(encoding="utf-8")
    return languages.analyse(Snippet(rel, rel, language, text, 1, Presentation.SCRIPT))


def summary(capabilities: list[Capability]) -> set[tuple[Kind, str]]:
    return {(capability.kind, capability.detail) for capability in capabilities}


def chain(capabilities: list[Capability], kind: Kind) -> list[tuple[int | None, str]]:
    """The chain of the one capability of ``kind``, as (line, what)."""
    (capability,) = [c for c in capabilities if c.kind == kind]
    return [(evidence.line, evidence.what) for evidence in capability.chain]


def scan_findings(tmp_path: Path, files: dict[str, str]) -> list[Finding]:
    """Every security finding of a whole scan of a skill holding ``files`` (paths shown under ``s/``)."""
    folder = write(tmp_path / "report-helper", {"SKILL.md": SKILL_MD, **files})
    skill = load_skill(folder / "SKILL.md", tree_root=tmp_path, display_root="s")
    return list(security.check(skill, CheckContext(targets=("agentskills",))))


def scan_errors(tmp_path: Path, files: dict[str, str]) -> set[tuple[str, str, int | None]]:
    """The errors of a whole scan of a skill holding ``files``, as (rule, file, line)."""
    findings = scan_findings(tmp_path, files)
    return {(f.rule, f.path.removeprefix("s/"), f.line) for f in findings if f.severity.value == "error"}
