"""Planning the mechanical fixes of one skill, reaching a fixed point, and writing the result.

``plan_skill`` is one pass: the edits that fix the findings it is given, against the text as it
is (what a pull-request suggestion needs). ``fix_skill`` repeats passes over the edited text until
nothing is left to fix (a quoted value can reveal the findings broken YAML was hiding), so running
``skillgrade fix`` twice changes nothing the second time. ``write_fix`` is the only function that
touches the disk.
"""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from urllib.parse import unquote

from skillgrade.config import Config
from skillgrade.findings import Finding
from skillgrade.fix.edits import Edit, Unfixed, apply_edits, without_overlaps
from skillgrade.fix.frontmatter import FRONTMATTER_FIXERS, Fixes, Found
from skillgrade.record import dataclass
from skillgrade.report.model import SkillResult
from skillgrade.rules import SKILL_FAMILIES, CheckContext, suppress
from skillgrade.skill import frontmatter
from skillgrade.skill.discovery import repository_root
from skillgrade.skill.loader import load_skill
from skillgrade.skill.model import Skill
from skillgrade.skill.text import TextFile, decode_text
from skillgrade.skill.walk import is_within

MAX_ROUNDS = 6

FIXABLE: dict[str, str] = {
    "LINE_ENDINGS": "removes the BOM and turns CRLF line endings into LF",
    "FRONTMATTER_INVALID": "double-quotes a one-line value YAML cannot read as text (e.g. 'Use when: …'), "
    "when that makes the frontmatter load with the value exactly as written; other YAML errors are left",
    "DUPLICATE_KEY": "deletes the earlier entry of a top-level key given twice (YAML already ignores it)",
    "NAME_FOLDER_MISMATCH": "sets name to the folder name, when the folder name is a valid skill name",
    "NAME_MISSING": "adds name: <folder>, when the folder name is a valid skill name",
    "NAME_INVALID": "quotes a name written as a number; sets an invalid name that differs from its folder to "
    "the folder name when that is valid (an invalid name equal to its folder is left: rename both by hand)",
    "DESCRIPTION_MISSING": "quotes a description written as a number, boolean or date; a missing one is left",
    "FIELD_TYPE": "writes allowed-tools as a space-separated string; quotes metadata values, license and "
    'compatibility written as numbers, booleans or dates (the text as written: 1.10 stays "1.10"); '
    "sizes and nested values are left",
    "WINDOWS_PATH": "turns the backslashes of a relative link target into forward slashes",
}
"""What ``skillgrade fix`` does for each rule it can fix (``skillgrade rules`` shows it); every other
rule needs a person's judgement."""

PARTLY_FIXABLE = frozenset({"FRONTMATTER_INVALID", "DESCRIPTION_MISSING", "NAME_INVALID", "FIELD_TYPE"})
"""Fixable rules whose usual case is not (a missing description, a YAML error other than quoting)."""

_FIX_FAMILIES = ("load", "spec", "structure")
"""The rule families whose findings a fix can change (the checks re-run after each pass)."""


@dataclass(frozen=True, slots=True)
class FixPlan:
    """One pass over one skill's SKILL.md: edits against ``lines``, and what it leaves."""

    skill: Skill
    edits: tuple[Edit, ...]
    unfixed: tuple[Unfixed, ...]

    @property
    def lines(self) -> list[str]:
        return self.skill.lines

    def fixed_lines(self) -> list[str]:
        return apply_edits(self.skill.lines, self.edits)

    @property
    def normalises_encoding(self) -> bool:
        return any(e.kind == "encoding" for e in self.edits)


@dataclass(frozen=True, slots=True)
class FixOutcome:
    """Every pass over one skill until nothing was left to fix; nothing written yet."""

    skill: Skill
    """The skill as read."""
    original: bytes
    """SKILL.md's bytes as read: :func:`write_fix` refuses to write if the file changed since."""
    fixed: Skill
    """The skill after every pass (in memory)."""
    passes: tuple[tuple[Edit, ...], ...]
    """The edits of each pass, in order; each pass's line numbers count the text the one before left."""
    unfixed: tuple[Unfixed, ...]
    """Findings of fixable rules left as they were, with the reason."""
    remaining: tuple[Finding, ...]
    """The active findings of the fixed text (fix families only)."""

    @property
    def applied(self) -> tuple[Edit, ...]:
        """Every edit of every pass, in order."""
        return tuple(edit for edits in self.passes for edit in edits)

    def original_line(self, edit: Edit) -> int:
        """Where ``edit`` starts in the file as it was read (a later pass counts lines of the edited text)."""
        index = next(i for i, edits in enumerate(self.passes) if edit in edits)
        line = edit.start_line
        for earlier in reversed(self.passes[:index]):
            line = _line_before(line, earlier)
        return line

    @property
    def changed(self) -> bool:
        """Some edit was made (line endings the fixes did not touch are never rewritten on their own)."""
        return bool(self.passes) and self.encoded() != self.original

    def encoded(self) -> bytes:
        """The bytes to write: LF and no BOM once LINE_ENDINGS was fixed, else the original's own."""
        text = self.fixed.text or ""
        if self.fixed.had_crlf:
            text = text.replace("\n", "\r\n")
        return (b"\xef\xbb\xbf" if self.fixed.had_bom else b"") + text.encode("utf-8")


def active_findings(skill: Skill, config: Config, context: CheckContext | None = None) -> list[Finding]:
    """The findings of the rule families a fix can change, with config and inline suppressions applied."""
    context = context or CheckContext(targets=tuple(config.targets))
    findings = [f for name in _FIX_FAMILIES for f in SKILL_FAMILIES[name].check(skill, context)]
    inline = {skill.display_path: suppress.parse_inline(skill.text)} if skill.text else {}
    return [f for f in suppress.apply(findings, set(config.disable), inline) if not f.suppressed]


def plan_skill(skill: Skill, findings: Sequence[Finding]) -> FixPlan:
    """The edits that fix ``findings`` of ``skill`` in one pass against its current text, and the
    findings of fixable rules that are left (with why). Suppressed findings and findings of other
    files are ignored. Writes nothing. Edits never overlap; an edit that would overlap another is
    left for the next pass (see :func:`fix_skill`)."""
    found: Found = {}
    for finding in findings:
        if not finding.suppressed and finding.path == skill.display_path and finding.rule in FIXABLE:
            found.setdefault((finding.rule, finding.line), []).append(finding)
    if not found or skill.text is None:
        return FixPlan(skill, (), ())
    edits: list[Edit] = []
    unfixed: list[Unfixed] = []
    for fixer in _FIXERS:
        more, left = fixer(skill, found)
        edits += more
        unfixed += left
    edits = [
        e for e in edits if e.kind == "encoding" or list(e.replacement) != skill.lines[e.start_line - 1 : e.end_line]
    ]
    kept, _deferred = without_overlaps(edits)
    covered = {id(f) for e in edits for f in e.findings} | {id(u.finding) for u in unfixed}
    unfixed += [
        Unfixed(f, _LEFT.get(f.rule, "no safe edit was found"))
        for fs in found.values()
        for f in fs
        if id(f) not in covered
    ]
    return FixPlan(skill, tuple(kept), tuple(unfixed))


_LEFT = {
    "FRONTMATTER_INVALID": "only an unquoted one-line value that YAML misreads is fixed",
    "DUPLICATE_KEY": "only a top-level key given twice is fixed",
    "DESCRIPTION_MISSING": "write the description: only a person knows what the skill is for and when to use it",
    "FIELD_TYPE": "a size, a nested value or a flag: the right value needs a decision",
    "NAME_MISSING": "the frontmatter has no fields to add the name to",
}
"""Why a finding of a fixable rule was left, when its fixer did not say."""


def plan_for(result: SkillResult, cwd: Path | None = None) -> FixPlan:
    """:func:`plan_skill` for a skill of a report scored from ``cwd`` (default: the working
    directory): the skill is read again from disk under the folder name the report uses, so its
    edits' paths and findings are the report's own (``edit.finding in result.findings``)."""
    base = cwd or Path.cwd()
    skill_md = Path(os.path.abspath(base / result.path))
    tree_root = repository_root(skill_md.parent) or skill_md.parent
    return plan_skill(load_skill(skill_md, tree_root, result.folder), result.findings)


def fix_skill(skill: Skill, config: Config, *, check: Callable[[Skill], list[Finding]] | None = None) -> FixOutcome:
    """Plan passes over ``skill`` until one has nothing to edit (at most :data:`MAX_ROUNDS`), each
    against the text the previous one produced. Reads SKILL.md's bytes; writes nothing.

    A SKILL.md that could not be read as text gets no pass. Raises :class:`FixRefused` when the
    file no longer holds the text ``skill`` was loaded from."""
    run_checks = check or (lambda s: active_findings(s, config))
    if skill.text is None:
        return FixOutcome(skill, b"", skill, (), (), tuple(run_checks(skill)))
    original = _bytes_of(skill)
    current: Skill = skill
    passes: list[tuple[Edit, ...]] = []
    plan = plan_skill(current, run_checks(current))
    for _ in range(MAX_ROUNDS):
        if not plan.edits:
            break
        passes.append(plan.edits)
        current = _reloaded(current, plan)
        plan = plan_skill(current, run_checks(current))
    return FixOutcome(skill, original, current, tuple(passes), plan.unfixed, tuple(run_checks(current)))


def _bytes_of(skill: Skill) -> bytes:
    try:
        data = skill.skill_md.read_bytes()
    except OSError as exc:
        raise FixRefused(f"{skill.display_path} cannot be read: {exc.strerror or exc}") from exc
    decoded = decode_text(data)
    if not isinstance(decoded, TextFile) or decoded.text != skill.text:
        raise FixRefused(f"{skill.display_path} changed while it was being fixed; run fix again")
    return data


def _line_before(line: int, edits: tuple[Edit, ...]) -> int:
    """The line that ``line`` of the text after ``edits`` was before them (an edited line: its edit's start)."""
    shift = 0
    for edit in sorted((e for e in edits if e.kind == "lines"), key=lambda e: e.start_line):
        new_start = edit.start_line + shift
        new_end = new_start + len(edit.replacement) - 1
        if line < new_start:
            break
        if line <= new_end:
            return edit.start_line
        shift += len(edit.replacement) - (edit.end_line - edit.start_line + 1)
    return line - shift


def _reloaded(skill: Skill, plan: FixPlan) -> Skill:
    text = "\n".join(plan.fixed_lines())
    parts = frontmatter.split(text)
    normalised = plan.normalises_encoding
    return replace(
        skill,
        text=text,
        frontmatter=parts.frontmatter,
        frontmatter_problems=parts.problems,
        body=parts.body,
        body_start_line=parts.body_start_line,
        had_crlf=skill.had_crlf and not normalised,
        had_bom=skill.had_bom and not normalised,
    )


class FixRefused(Exception):
    """A fix that must not be written; the message says why."""


def write_fix(outcome: FixOutcome) -> bool:
    """Write the fixed SKILL.md in place (atomically, keeping its mode); ``False`` when nothing changed.

    Refuses (:class:`FixRefused`) a SKILL.md that is a symlink or lies outside its tree, and one
    whose bytes changed since :func:`fix_skill` read them."""
    if not outcome.changed:
        return False
    path = outcome.skill.skill_md
    if path.is_symlink():
        raise FixRefused(f"{outcome.skill.display_path} is a symlink; fix the file it points to")
    if not is_within(path.parent.resolve(), outcome.skill.tree_root.resolve()):
        raise FixRefused(f"{outcome.skill.display_path} lies outside the tree it was found in")
    try:
        current = path.read_bytes()
    except OSError as exc:
        raise FixRefused(f"{outcome.skill.display_path} cannot be read: {exc.strerror or exc}") from exc
    if current != outcome.original:
        raise FixRefused(f"{outcome.skill.display_path} changed while it was being fixed; run fix again")
    mode = path.stat().st_mode & 0o7777
    try:
        handle, temporary = tempfile.mkstemp(prefix=".SKILL.md.", dir=path.parent)
        with os.fdopen(handle, "wb") as out:
            out.write(outcome.encoded())
        os.chmod(temporary, mode)
        os.replace(temporary, path)
    except OSError as exc:
        raise FixRefused(f"{outcome.skill.display_path} cannot be written: {exc.strerror or exc}") from exc
    return True


# --- fixes outside the frontmatter ------------------------------------------------------------


def normalise_encoding(skill: Skill, found: Found) -> Fixes:
    findings = [f for (rule, _), fs in found.items() if rule == "LINE_ENDINGS" for f in fs]
    if not findings or not (skill.had_bom or skill.had_crlf):
        return [], []
    steps = (("remove the BOM", skill.had_bom), ("use LF line endings", skill.had_crlf))
    what = " and ".join(step for step, needed in steps if needed)
    edit = Edit(skill.display_path, 1, 1, (skill.lines[0],), tuple(findings), what, kind="encoding")
    return [edit], []


_BACKSLASHED = re.compile(r"^[\w.-]+(?:\\[\w.-]+)+$")


def forward_slashes(skill: Skill, found: Found) -> Fixes:
    """WINDOWS_PATH: the link targets on a line, ``a\\b`` → ``a/b`` (one edit per line)."""
    edits: list[Edit] = []
    unfixed: list[Unfixed] = []
    by_line = {line: fs for (rule, line), fs in found.items() if rule == "WINDOWS_PATH" and line}
    doc = skill.doc
    for line, findings in sorted(by_line.items()):
        links = doc.links if doc else []
        written = (unquote(link.target) for link in links if link.line == line)
        targets = {target for target in written if _BACKSLASHED.match(target)}
        source = new = skill.lines[line - 1]
        for target in sorted(targets):
            new = new.replace(f"]({target}", f"]({target.replace(chr(92), '/')}")
            new = new.replace(f"]: {target}", f"]: {target.replace(chr(92), '/')}")
        if new == source:
            unfixed += [Unfixed(f, "the link target is not written on its line as a plain target") for f in findings]
            continue
        edits.append(Edit(skill.display_path, line, line, (new,), tuple(findings), "use forward slashes in the link"))
    return edits, unfixed


_FIXERS: tuple[Callable[[Skill, Found], Fixes], ...] = (normalise_encoding, *FRONTMATTER_FIXERS, forward_slashes)
