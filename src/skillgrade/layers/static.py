"""Layer 1: the six static sub-checks of the methodology, computed from the parsed skill.

Each sub-check is a scorecard of named criteria. Structure only earns points when it carries
substance: an empty heading is not a section, a one-line code block is not an example, and a
description full of trigger buzzwords earns less than a plain one that names real contexts.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from functools import cached_property

from skillgrade.layers.scorecard import Scorecard, SubScore
from skillgrade.record import dataclass
from skillgrade.skill.facts import LinkKind, facts
from skillgrade.skill.markdown import Document, ProseLine, Section
from skillgrade.skill.model import Skill
from skillgrade.skill.siblings import name_words
from skillgrade.skill.specificity import generic_block, prose_specifics

_NAME = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_INPUT_HEADING = re.compile(
    r"input|parameter|argument|prerequisite|requirement|usage|when to use|getting started|set ?up|"
    r"before you|context|what you need|quick start",
    re.I,
)
_OUTPUT_HEADING = re.compile(r"output|result|return|deliverable|report|format|template|response|what you get", re.I)
_PROCEDURE_HEADING = re.compile(r"step|phase|stage|workflow|process|procedure|checklist|how to|^\s*\d+[.):]\s", re.I)
_EXAMPLE_HEADING = re.compile(r"example|usage|sample|walkthrough|demo|in practice", re.I)
_TROUBLE_HEADING = re.compile(
    r"troubleshoot|edge case|gotcha|pitfall|common (?:mistake|issue|error|problem)|faq|error|"
    r"limitation|caveat|red flag|failure|when not to|anti-pattern|warning|known issue|rationalization",
    re.I,
)
_DECISION_HEADING = re.compile(r"when to use|when not to|decision|choos|comparison|trade-?off|which .* to use", re.I)
_RELATED_HEADING = re.compile(r"related|see also|companion|further reading|integration|works with", re.I)


@dataclass(frozen=True)
class _Wording:
    """A case-insensitive pattern and the lower-case stems every match holds one of.

    Most bodies hold none of them: a substring test per stem rules that out far faster than the
    pattern's own search (an alternation behind ``\\b``, tried at every letter). Only ASCII text
    is ruled out that way: IGNORECASE also matches a few other letters (``ſ`` for ``s``)."""

    pattern: re.Pattern[str]
    stems: tuple[str, ...]

    def search(self, text: str) -> re.Match[str] | None:
        if text.isascii():
            lowered = text.lower()
            if not any(stem in lowered for stem in self.stems):
                return None
        return self.pattern.search(text)


_INPUT_WORDS = _Wording(
    re.compile(
        r"\b(?:receives?|accepts?|takes? (?:a|an|the)|given|inputs?|arguments?|parameters?|prereq\w*|requires?)\b",
        re.I,
    ),
    ("receive", "accept", "take", "given", "input", "argument", "parameter", "prereq", "require"),
)
_OUTPUT_WORDS = _Wording(
    re.compile(r"\b(?:outputs?|returns?|produces?|generates?|deliverables?)\b", re.I),
    ("output", "return", "produce", "generate", "deliverable"),
)
_SUPERVISOR = _Wording(
    re.compile(
        r"\b(?:orchestrat\w*|coordinat\w*|dispatch\w*|delegat\w*|spawn\w*)\b[^.]{0,60}?"
        r"\b(?:sub-?agents?|agents|workers?|team of|parallel agents?)\b",
        re.I,
    ),
    ("orchestrat", "coordinat", "dispatch", "delegat", "spawn"),
)
_RELATED_WORDS = _Wording(
    re.compile(r"\b(?:related|see also|companion|complements?)\b", re.I),
    ("related", "see also", "companion", "complement"),
)

COMPACT_TOKENS = 2500
"""A body this small costs little to load: moving parts of it into references/ gains nothing yet."""

SPECIFIC_TOKENS = 30
"""Specific tokens (code spans, identifiers, values) in prose at which that criterion is full."""

SPECIFIC_CODE = 20
"""Code spans plus three per non-generic code block at which the code half of that criterion is full."""

CONCISE_WORDS = 60
CONCISE_SPECIFICS = 15

SUBSTANCE_WORDS = 150
"""Below this many words of content (prose, plus code at four words a line) a body is a stub."""


def scored_view(skill: Skill, discount: frozenset[int] = frozenset()) -> View:
    """What the sub-scores and the expected lift read: the body without the discounted and repeated
    lines, and the skill's name words. Built once for both, which then share its counts."""
    doc = _doc(skill).without(discount | repeated_lines(_doc(skill)))
    return View(skill, doc, name_words(skill.text or "", skill.folder_name))


def static_sub_scores(
    skill: Skill, discount: frozenset[int] = frozenset(), view: View | None = None
) -> dict[str, SubScore]:
    """The six sub-scores; the skill must have been parsed (``skill.doc`` set).

    ``discount``: SKILL.md lines that earn no substance credit (boilerplate shared with many
    siblings, lines flagged as evaluator injection); they are left out of every count of content.
    ``view``: :func:`scored_view` of the same skill and discount, when the caller has built it.
    """
    view = view or scored_view(skill, discount)
    checks = (
        frontmatter_quality,
        orchestration_wiring,
        progressive_disclosure,
        structural_completeness,
        token_efficiency,
        ecosystem_coherence,
    )
    found = {check.__name__: check(view) for check in checks}
    return {name: sub for name, sub in found.items() if sub is not None}


ECOSYSTEM_UNMEASURED = (
    "unmeasured: the skill neither links nor names another skill or agent (no cross-reference, no Related "
    "section), so there is nothing to measure its coherence with"
)
"""Why ``ecosystem_coherence`` has no static score (it used to start every skill at 0.5)."""


@dataclass(frozen=True)
class View:
    """What the sub-checks read: the skill, its body without discounted lines, its name words."""

    skill: Skill
    doc: Document
    mask: frozenset[str]

    @cached_property
    def _prose_lines(self) -> tuple[list[int], list[list[ProseLine]]]:
        """Source lines holding prose outside headings, in order, each with its pieces (a table row
        has one per cell)."""
        by_line: dict[int, list[ProseLine]] = {}
        for prose in self.doc.prose:
            if not prose.in_heading:
                by_line.setdefault(prose.line, []).append(prose)
        lines = sorted(by_line)
        return lines, [by_line[line] for line in lines]

    @cached_property
    def _counted(self) -> dict[int, int]:
        """Specific tokens of the prose lines counted so far, by index in :attr:`_prose_lines`."""
        return {}

    @cached_property
    def _piece_counts(self) -> dict[int, int]:
        """Specific tokens of each prose piece counted so far, by the piece's ``id`` (the pieces
        live as long as :attr:`doc`)."""
        return {}

    def piece_specifics(self, piece: ProseLine) -> int:
        """:func:`prose_specifics` of one prose piece, counted once for every reader of this view."""
        counts = self._piece_counts
        found = counts.get(id(piece))
        if found is None:
            found = counts[id(piece)] = prose_specifics(piece, self.mask)
        return found

    @cached_property
    def specific_blocks(self) -> list[int]:
        """Lines of the code blocks that show something (not only comments or placeholders)."""
        return sorted(b.line for b in self.doc.code_blocks if not generic_block(b))

    def prose_specifics(self, at_least: int, first: int = 0, last: int | None = None) -> int:
        """Specific tokens on the prose lines between ``first`` and ``last`` (exclusive, inclusive),
        counted until ``at_least`` is reached: every caller compares with a threshold or caps the
        count, and most bodies reach it long before their end, so the rest need not be read."""
        lines, prose = self._prose_lines
        counted = self._counted
        start = bisect.bisect_right(lines, first)
        end = len(lines) if last is None else bisect.bisect_right(lines, last)
        total = 0
        for index in range(start, end):
            if total >= at_least:
                break
            found = counted.get(index)
            if found is None:
                found = counted[index] = sum(self.piece_specifics(piece) for piece in prose[index])
            total += found
        return total

    def section_has_specifics(self, section: Section, at_least: int = 2) -> bool:
        """At least ``at_least`` specific tokens under ``section``; a non-generic code block counts two."""
        first, last = section.heading.line, section.end_line
        if last <= first:
            return False
        blocks = self.specific_blocks
        needed = at_least - 2 * (bisect.bisect_right(blocks, last) - bisect.bisect_right(blocks, first))
        return needed <= 0 or self.prose_specifics(needed, first, last) >= needed


def _sections(doc: Document, pattern: re.Pattern[str]) -> list[Section]:
    return [s for s in doc.sections if s.heading.level >= 2 and pattern.search(s.heading.text)]


def _has_section(doc: Document, pattern: re.Pattern[str]) -> bool:
    return any(s.has_substance for s in _sections(doc, pattern))


def _has_specific_section(view: View, pattern: re.Pattern[str]) -> bool:
    """A section with content that is specific to this skill (see :mod:`skillgrade.skill.specificity`)."""
    return any(s.has_substance and view.section_has_specifics(s) for s in _sections(view.doc, pattern))


def _prose_matches(doc: Document, wording: _Wording) -> bool:
    """``wording`` (which never matches across a line break) matches some prose line."""
    return wording.search(_prose_text(doc)) is not None


def _prose_text(doc: Document) -> str:
    """The prose outside headings, a line of text per prose line: one search instead of one a line."""
    return "\n".join([p.text for p in doc.prose if not p.in_heading])


def concise(view: View) -> bool:
    """A short body that is lean on purpose, not a stub: at least ``CONCISE_WORDS`` words, and
    either dense with specifics (names, values, commands) or routing to files in the skill folder
    that it links (where the detail lives)."""
    doc = view.doc
    if doc.content_words < CONCISE_WORDS:
        return False
    needed = CONCISE_SPECIFICS - 3 * len(view.specific_blocks)
    if needed <= 0 or view.prose_specifics(needed) >= needed:
        return True
    skill = view.skill
    routed = _mentioned_files(skill) & skill.files_set
    return any(rel.endswith(".md") and rel != "SKILL.md" and _non_empty(skill, rel) for rel in routed)


def repeated_lines(doc: Document) -> frozenset[int]:
    """Lines that repeat earlier content of the same body (prose lines of 4+ words, whole code
    blocks): saying a thing twice costs tokens and earns no substance credit the second time."""
    seen: set[str] = set()
    repeated: set[int] = set()
    for prose in doc.prose:
        if prose.in_heading or prose.words < 4:
            continue
        key = " ".join(prose.text.lower().split())
        if key in seen:
            repeated.add(prose.line)
        seen.add(key)
    blocks: set[str] = set()
    for block in doc.code_blocks:
        key = block.text.strip()
        if key and key in blocks:
            repeated.update(range(block.line, block.last_line + 1))
        blocks.add(key)
    return frozenset(repeated)


def delegated_lines(doc: Document) -> list[int]:
    """Lines that hand the skill's work to agents, when the rest of the body does not say how.

    A skill whose job is to direct subagents (what to give them, how to review what they return)
    is doing its work; only a skill that delegates its work away and says little else is the
    supervisor anti-pattern. So mentions count only when the other content is thin.
    """
    if _SUPERVISOR.search(_prose_text(doc)) is None:
        return []  # a match on a line is a match in the text: most bodies mention no agents at all
    lines = [p.line for p in doc.prose if not p.in_heading and _SUPERVISOR.search(p.text)]
    if not lines:
        return []
    rest = doc.content_words - sum(p.words for p in doc.prose if p.line in set(lines))
    return lines if rest < SUBSTANCE_WORDS else []


def worked_code_blocks(doc: Document) -> int:
    """Code blocks that show real material: several lines, or one full command line, not placeholders."""
    return sum(
        1
        for block in doc.code_blocks
        if (block.content_lines >= 2 or _is_command(block.text)) and not generic_block(block)
    )


def _is_command(text: str) -> bool:
    line = text.strip()
    return len(line) >= 20 and len(line.split()) >= 3


def frontmatter_quality(view: View) -> SubScore:
    skill = view.skill
    card = Scorecard("frontmatter_quality")
    name = skill.fields.get("name")
    if isinstance(name, str) and _NAME.match(_nfkc(name.strip())) and len(_nfkc(name.strip())) <= 64:
        card.award("name follows the spec", 0.10, 0.10)
    else:
        earned = 0.05 if isinstance(name, str) and name.strip() else 0.0
        card.award("name follows the spec", earned, 0.10, "Set `name:` to lowercase letters, digits and hyphens.")
    matches = isinstance(name, str) and _nfkc(name.strip()) == _nfkc(skill.folder_name)
    card.award(
        "name equals the folder name",
        0.05 if matches else 0.0,
        0.05,
        f"Rename the skill or its folder so both are '{skill.folder_name}'.",
    )
    described = facts(skill).description
    if described is None or described.length < 20:
        card.award(
            "description present",
            0.0,
            0.85,
            "Write a description of 60+ characters: what the skill does, then 'Use when …'.",
        )
        return card.result()
    length = described.length
    length_points = 0.20 if 100 <= length <= 1024 else 0.14 if 60 <= length < 100 else 0.08
    card.award(
        "description length (100–1024 chars)",
        length_points,
        0.20,
        "Aim for 100–1024 characters: enough to name real contexts, short enough to load.",
    )
    stuffing = described.stuffed
    factor = 0.5 if stuffing else 1.0
    exempt = skill.fields.get("disable-model-invocation") is True or bool(skill.fields.get("paths"))
    if exempt or described.trigger is not None or isinstance(skill.fields.get("when_to_use"), str):
        card.award(
            "trigger clause ('Use when …')",
            0.25 * factor,
            0.25,
            "Keep one plain trigger clause instead of repeating invocation buzzwords.",
        )
    else:
        card.award(
            "trigger clause ('Use when …')",
            0.0,
            0.25,
            "Add a trigger clause: 'Use when …' followed by the situations that call for it.",
        )
    card.award(
        "says what the skill does",
        0.15 if described.says_what or described.trigger_only else 0.0,
        0.15,
        "Start the description with what the skill does, in the third person.",
    )
    contexts = described.contexts
    context_points = (0.15 if contexts >= 2 else 0.07 if contexts == 1 else 0.0) * factor
    card.award(
        "names concrete contexts",
        context_points,
        0.15,
        "List two or more concrete situations after the trigger, separated by commas or 'or'.",
    )
    voice = 0.0 if stuffing else 0.10 if not described.first_person else 0.05
    hint = (
        f"Rewrite the description plainly: it reads as keyword stuffing ({'; '.join(stuffing)})."
        if stuffing
        else "Write the description in the third person, not 'I can …'."
    )
    card.award("plain, third-person wording", voice, 0.10, hint)
    return card.result()


_ONLY_SPECIFICS_COUNT = (
    " Only this skill's specifics count (two or more of its commands, flags, paths, names, values or"
    " messages, or a real code block): generic text earns nothing."
)
"""What ``_has_specific_section`` asks of a section, said to the user who is told to add one."""


def orchestration_wiring(view: View) -> SubScore:
    doc = view.doc
    card = Scorecard("orchestration_wiring")
    if _has_specific_section(view, _INPUT_HEADING):
        card.award("documents its inputs", 0.20, 0.20)
    else:
        mention = 0.08 if _prose_matches(doc, _INPUT_WORDS) else 0.0
        card.award(
            "documents its inputs",
            mention,
            0.20,
            "Add an '## Inputs' section (or Prerequisites, Arguments) saying what the skill receives."
            + _ONLY_SPECIFICS_COUNT,
        )
    if _has_specific_section(view, _OUTPUT_HEADING):
        card.award("documents its output", 0.20, 0.20)
    else:
        mention = 0.08 if _prose_matches(doc, _OUTPUT_WORDS) else 0.0
        card.award(
            "documents its output",
            mention,
            0.20,
            "Add an '## Output format' section showing exactly what the skill returns." + _ONLY_SPECIFICS_COUNT,
        )
    steps = doc.longest_ordered_list >= 3 or _has_section(doc, _PROCEDURE_HEADING)
    card.award(
        "gives a procedure", 0.20 if steps else 0.0, 0.20, "Give the work as numbered steps or a workflow section."
    )
    worked = worked_code_blocks(doc)
    concrete = (
        0.12 if worked >= 2 else 0.08 if worked == 1 else 0.05 if any(t.body_rows >= 2 for t in doc.tables) else 0.0
    )
    card.award(
        "shows concrete worked material",
        concrete,
        0.12,
        "Show concrete worked material: a multi-line example, a filled-in template or a table.",
    )
    specifics = view.prose_specifics(SPECIFIC_TOKENS)
    code = sum(1 for p in doc.prose for span in p.code_spans if span.strip()) + 3 * len(view.specific_blocks)
    card.award(
        "specific to this skill (commands, identifiers, values)",
        0.04 * min(1.0, specifics / SPECIFIC_TOKENS) + 0.04 * min(1.0, code / SPECIFIC_CODE),
        0.08,
        "Name the real commands, files, fields and values; generic advice reads the same for any product.",
    )
    substance = min(1.0, doc.content_words / SUBSTANCE_WORDS)
    delegating = delegated_lines(doc)
    if delegating:
        card.award(
            "does its own work (directing subagents is work)",
            0.0,
            0.20,
            f"The skill hands its work to agents (line {delegating[0]}) without saying how: give the steps, "
            "what each agent receives and how to check what it returns.",
        )
    else:
        card.award(
            "does its own work (directing subagents is work)",
            0.20 * substance,
            0.20,
            "Give the body enough substance to show what the worker does.",
        )
    return card.result()


def progressive_disclosure(view: View) -> SubScore:
    skill = view.skill
    doc = view.doc
    card = Scorecard("progressive_disclosure")
    lines = len(skill.lines)
    tokens = facts(skill).body_tokens
    words = doc.content_words
    if lines > 500:
        # A ramp, not a cliff: 504 lines is barely worse than 499. Tokens are token_efficiency's
        # to charge, so the same long body is not paid for twice.
        size = max(0.15, 0.60 - 0.45 * (lines - 500) / 500)
        hint = f"SKILL.md has {lines} lines: keep it under 500 by moving detail into linked references/ files."
    elif concise(view):
        # Lean on purpose (dense with specifics, or a router to linked files): the methodology's advice.
        size, hint = 0.60, None
    elif words < SUBSTANCE_WORDS:
        size, hint = 0.15, "The body is a stub: give the agent enough instructions to do the work."
    elif words < 250:
        size, hint = 0.45, "The body is thin: add the steps, examples and edge cases the agent needs."
    else:
        size, hint = 0.60, None
    card.award("SKILL.md size (substantial, ≤ 500 lines)", round(size, 3), 0.60, hint)
    mentioned = _mentioned_files(skill)
    references = [f for f in skill.files_under("references") if _non_empty(skill, f)]
    compact = tokens <= COMPACT_TOKENS and lines <= 300 and (words >= SUBSTANCE_WORDS or concise(view))
    if references and any(f in mentioned for f in references):
        card.award("references/ loaded on demand", 0.25, 0.25)
    elif references:
        card.award(
            "references/ loaded on demand",
            0.08,
            0.25,
            "Link the files in references/ from SKILL.md and say when to read each.",
        )
    elif compact:
        # A short, complete skill has nothing to move out yet: partial credit, and advice for later.
        card.award(
            "references/ loaded on demand",
            0.15,
            0.25,
            "As the skill grows, keep SKILL.md on the main path and put detail in linked references/ files.",
        )
    elif words < SUBSTANCE_WORDS:
        # A stub has no detail to move out; STUB_BODY and the size criterion say what to do.
        card.award("references/ loaded on demand", 0.0, 0.25)
    else:
        card.award(
            "references/ loaded on demand", 0.0, 0.25, "Move long detail into references/ files linked from SKILL.md."
        )
    bundled = [f for d in ("scripts", "assets", "templates", "examples") for f in skill.files_under(d)]
    if bundled and any(f in mentioned for f in bundled):
        card.award("bundled scripts or assets used", 0.15, 0.15)
    else:
        earned = 0.05 if bundled else 0.0
        hint = (
            "Say in SKILL.md when to run or use each bundled script or asset."
            if bundled
            else "When the agent repeats a deterministic step, bundle it as scripts/ or a template in assets/."
        )
        card.award("bundled scripts or assets used", earned, 0.15, hint)
    return card.result()


def structural_completeness(view: View) -> SubScore:
    doc = view.doc
    card = Scorecard("structural_completeness")
    sections = sum(1 for s in doc.sections if s.heading.level >= 2 and s.has_substance)
    points = 0.20 if sections >= 6 else 0.15 if sections >= 4 else 0.10 if sections >= 2 else 0.0
    card.award(
        "sections with content (H2/H3)", points, 0.20, "Organise the body into 4+ sections that each say something."
    )
    worked = worked_code_blocks(doc)
    points = 0.20 if worked >= 3 else 0.10 if worked >= 1 else 0.0
    card.award("multi-line code blocks", points, 0.20, "Add 3+ multi-line code blocks with real examples.")
    fenced = [b for b in doc.code_blocks if b.fenced and not b.empty]
    tagged = sum(1 for b in fenced if b.language)
    points = 0.10 if fenced and tagged == len(fenced) else 0.05 if tagged else 0.0
    card.award("code blocks carry a language tag", points, 0.10, "Give every fenced code block a language tag.")
    card.award(
        "examples section",
        0.15 if _has_specific_section(view, _EXAMPLE_HEADING) else 0.0,
        0.15,
        "Add an '## Examples' section with representative inputs and outputs." + _ONLY_SPECIFICS_COUNT,
    )
    card.award(
        "troubleshooting / edge cases section",
        0.15 if _has_specific_section(view, _TROUBLE_HEADING) else 0.0,
        0.15,
        "Add a '## Troubleshooting' or '## Edge cases' section covering how things fail." + _ONLY_SPECIFICS_COUNT,
    )
    card.award(
        "a table with rows",
        0.10 if any(t.body_rows >= 2 for t in doc.tables) else 0.0,
        0.10,
        "Summarise options or mappings in a table.",
    )
    card.award(
        "when-to-use / decision guidance",
        0.10 if _has_section(doc, _DECISION_HEADING) else 0.0,
        0.10,
        "Add a '## When to use' (and when not to) section with 12+ words, two list items or a table: "
        "an empty or one-line section does not count.",
    )
    return card.result()


def token_efficiency(view: View) -> SubScore:
    skill = view.skill
    doc = view.doc
    found = facts(skill)
    card = Scorecard("token_efficiency", base=1.0)
    per_100 = 100 * len(found.directives) / max(1, doc.line_count)
    if per_100 > 20:
        amount = 0.30
    elif per_100 > 10:
        amount = 0.15
    elif per_100 > 5:
        amount = 0.05
    else:
        amount = 0.0
    card.deduct(
        f"MUST/NEVER/ALWAYS density {per_100:.1f} per 100 lines",
        amount,
        "Replace hard directives with explanations; keep fewer than 10 per 100 lines.",
    )
    card.deduct(
        f"repeated prose lines ({found.repetition_ratio:.0%})",
        0.5 * found.repetition_ratio,
        "Consolidate repeated lines and near-duplicate bullets.",
    )
    card.deduct(
        f"body ≈ {found.body_tokens} tokens loaded on every activation",
        activation_cost(found.body_tokens),
        "Keep the body lean (under 2,500 tokens is ideal, 5,000 the limit); move detail to references/.",
    )
    empty = sum(1 for s in doc.sections if s.words == 0 and s.code_lines == 0 and s.list_items == 0 and s.tables == 0)
    card.deduct(f"{empty} empty section(s)", min(0.15, 0.03 * empty), "Remove empty headings or fill them.")
    return card.result()


def ecosystem_coherence(view: View) -> SubScore | None:
    """How the skill ties into the skills and agents beside it; ``None`` (unmeasured, see
    :data:`ECOSYSTEM_UNMEASURED`) when it refers to none: no default stands in for a measurement."""
    skill = view.skill
    doc = view.doc
    cross = [link for link in facts(skill).links if link.kind is LinkKind.CROSS]
    related = _sections(doc, _RELATED_HEADING)
    listed = any(s.has_substance or s.list_items >= 1 for s in related)
    mentioned = _prose_matches(doc, _RELATED_WORDS)
    if not cross and not listed and not mentioned:
        return None
    card = Scorecard("ecosystem_coherence")
    alive = sum(1 for link in cross if link.exists)
    dead = len(cross) - alive
    card.award(
        "links to sibling skills or agents",
        min(0.5, 0.25 * alive),
        0.5,
        "Link related skills or agents by relative path.",
    )
    card.award(
        "a Related / See also section",
        0.5 if listed else 0.2 if mentioned else 0.0,
        0.5,
        "Add a '## Related' section listing companion skills or agents.",
    )
    card.deduct(f"{dead} dead cross-reference(s)", 0.25 * dead, "Fix or remove links to skills that do not exist.")
    return card.result()


def activation_cost(tokens: int) -> float:
    """Deduction for the body every activation loads: nothing up to 2,500 tokens, 0.25 at the spec's
    5,000-token limit, growing to 0.45 at 10,000 and beyond."""
    if tokens <= 2500:
        return 0.0
    if tokens <= 5000:
        return 0.25 * (tokens - 2500) / 2500
    return min(0.45, 0.25 + 0.20 * (tokens - 5000) / 5000)


def _nfkc(text: str) -> str:
    """Names compare after NFKC normalisation, as the spec's reference validator does."""
    return unicodedata.normalize("NFKC", text)


def _doc(skill: Skill) -> Document:
    if skill.doc is None:
        raise ValueError(f"{skill.display_path} was not parsed")
    return skill.doc


def _mentioned_files(skill: Skill) -> set[str]:
    text = skill.text or ""
    linked = {link.relative for link in facts(skill).links if link.relative}
    mentioned = set(linked)
    for rel in skill.files:
        if rel in linked or rel in text or ("/" in rel and rel.rsplit("/", 1)[1] in text):
            mentioned.add(rel)
    for rel in linked:
        mentioned.update(f for f in skill.files if f.startswith(rel.rstrip("/") + "/"))
    return mentioned


def _non_empty(skill: Skill, relative: str) -> bool:
    try:
        return (skill.root / relative).stat().st_size > 0
    except OSError:
        return False
