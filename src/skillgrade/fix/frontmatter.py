"""Mechanical fixes of the frontmatter, made by editing its text, never by dumping YAML again.

Each fix locates what it changes through the YAML parser's own marks (line and column of a key
and of its value), rewrites that span only, and leaves every other character of the file as it
was: comments, key order, indentation, quoting of other values. The YAML is only composed into
nodes, never constructed, so an alias bomb costs nothing here.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Callable, Iterator, Sequence

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from skillgrade.findings import Finding
from skillgrade.fix.edits import Edit, Unfixed
from skillgrade.rules.spec import NAME_PATTERN, split_tools
from skillgrade.skill.model import Skill

Found = dict[tuple[str, int | None], list[Finding]]
"""Active findings of one skill by (rule id, line)."""
Fixes = tuple[list[Edit], list[Unfixed]]

_STR = "tag:yaml.org,2002:str"
_NULL = "tag:yaml.org,2002:null"
_TOP_LEVEL_VALUE = re.compile(r"^(?P<key>[A-Za-z0-9_][A-Za-z0-9_.-]*)(?P<sep>[ \t]*:[ \t]+)(?P<value>.*?)[ \t]*$")
_MAX_QUOTINGS = 32
_STRING_FIELDS = {
    "name": "NAME_INVALID",
    "description": "DESCRIPTION_MISSING",
    "license": "FIELD_TYPE",
    "compatibility": "FIELD_TYPE",
}
"""Top-level fields the spec defines as strings, with the rule that reports a value of another type."""


def yaml_scalar(text: str) -> str:
    """``text`` written as a one-line YAML scalar that reads back as exactly ``text``: plain when
    that is safe, double-quoted otherwise."""
    if text and text == text.strip() and _reads_back(text, text):
        return text
    return json.dumps(text, ensure_ascii=False)  # a JSON string is a YAML double-quoted scalar


def _reads_back(written: str, text: str) -> bool:
    try:
        node = yaml.compose(f"k: {written}\n", Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        return False
    if not isinstance(node, MappingNode) or len(node.value) != 1:
        return False
    value = node.value[0][1]
    return isinstance(value, ScalarNode) and value.tag == _STR and value.value == text


def _compose(skill: Skill) -> MappingNode | None:
    """The frontmatter's top-level mapping as nodes (marks relative to the YAML text, which starts
    on file line 2); ``None`` when it does not compose into a mapping."""
    closing = _closing_line(skill)
    if closing is None:
        return None
    try:
        node = yaml.compose("\n".join(skill.lines[1 : closing - 1]), Loader=yaml.SafeLoader)
    except (yaml.YAMLError, RecursionError):
        return None
    return node if isinstance(node, MappingNode) else None


def _closing_line(skill: Skill) -> int | None:
    return skill.frontmatter.end_line if skill.frontmatter is not None else None


def _line(mark_line: int) -> int:
    """File line (1-based) of a mark in the frontmatter's YAML text."""
    return mark_line + 2


def _findings(found: Found, rules: Sequence[str], line: int) -> list[Finding]:
    return [f for rule in rules for f in found.get((rule, line), [])]


def _replace_span(skill: Skill, node: Node, text: str, findings: list[Finding], summary: str) -> Edit:
    """Replace a one-line node's text (between its marks) by ``text``."""
    line = _line(node.start_mark.line)
    source = skill.lines[line - 1]
    new = source[: node.start_mark.column] + text + source[node.end_mark.column :]
    return Edit(skill.display_path, line, line, (new,), tuple(findings), summary)


def _one_line(node: Node) -> bool:
    return bool(node.start_mark.line == node.end_mark.line)


# --- invalid YAML: quote the value the parser stumbled on ------------------------------------


def quote_broken_values(skill: Skill, found: Found) -> Fixes:
    """FRONTMATTER_INVALID caused by a one-line plain value YAML cannot read as text (``Use when: …``,
    a value starting with ``@``, ``*``, ``[`` or a backtick): wrap that value in double quotes, as
    the spec's client guide advises, then check the whole frontmatter loads and each quoted field
    reads back as exactly what was written."""
    invalid = [f for (rule, _), fs in found.items() if rule == "FRONTMATTER_INVALID" for f in fs]
    closing = _closing_line(skill)
    if not invalid or closing is None or any(p.code != "yaml" for p in skill.frontmatter_problems):
        return [], []
    lines = list(skill.lines)
    quoted: dict[int, tuple[str, str]] = {}
    """Line → (key, the value as written)."""
    for _ in range(_MAX_QUOTINGS):
        error_line = _yaml_error_line(lines, closing)
        if error_line is None:
            break
        tried = (error_line, error_line - 1)
        candidate = next((c for c in tried if c not in quoted and _quotable(lines, c, closing)), None)
        if candidate is None:
            return [], [Unfixed(f, "the YAML error is not a one-line value that quoting repairs") for f in invalid]
        lines[candidate - 1], key, value = _quoted(lines[candidate - 1])
        quoted[candidate] = (key, value)
    else:
        return [], [Unfixed(f, "too many values to quote") for f in invalid]
    if not quoted or not _reads_as_written(lines, closing, quoted):
        return [], [Unfixed(f, "quoting did not make the frontmatter load as written") for f in invalid]
    edits = [
        Edit(skill.display_path, line, line, (lines[line - 1],), tuple(invalid), f"quote the value of '{key}'")
        for line, (key, _) in sorted(quoted.items())
    ]
    return edits, []


def _yaml_error_line(lines: list[str], closing: int) -> int | None:
    try:
        node = yaml.compose("\n".join(lines[1 : closing - 1]), Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        return _line(mark.line) if mark is not None else 2
    except (yaml.YAMLError, RecursionError):
        return 2
    return None if node is None or isinstance(node, MappingNode) else 2


def _quotable(lines: list[str], line: int, closing: int) -> bool:
    if not 2 <= line < closing:
        return False
    match = _TOP_LEVEL_VALUE.match(lines[line - 1])
    if match is None or not match["value"] or match["value"][0] in "\"'|>#":
        return False
    following = lines[line] if line < closing - 1 else ""
    return not (following.strip() and following[0] in " \t")  # a plain value continued on the next line


def _quoted(source: str) -> tuple[str, str, str]:
    """The line with its value double-quoted (a trailing `` #`` comment kept), its key, its value."""
    match = _TOP_LEVEL_VALUE.match(source)
    assert match is not None
    value, _, comment = match["value"].partition(" #")
    value = value.rstrip()
    tail = f"  #{comment}" if comment else ""
    return f"{match['key']}{match['sep']}{json.dumps(value, ensure_ascii=False)}{tail}", match["key"], value


def _reads_as_written(lines: list[str], closing: int, quoted: dict[int, tuple[str, str]]) -> bool:
    try:
        node = yaml.compose("\n".join(lines[1 : closing - 1]), Loader=yaml.SafeLoader)
    except (yaml.YAMLError, RecursionError):
        return False
    if not isinstance(node, MappingNode):
        return False
    values = {_line(k.start_mark.line): v for k, v in node.value}
    for line, (_, written) in quoted.items():
        value = values.get(line)
        if not isinstance(value, ScalarNode) or value.tag != _STR or value.value != written:
            return False
    return True


# --- values of the wrong type ----------------------------------------------------------------


def quote_typed_values(skill: Skill, found: Found) -> Fixes:
    """A string field written as a YAML number, boolean or date (``license: 2.0``, ``version: 1.10``
    under ``metadata``): quote the text exactly as written, so 1.10 stays "1.10", not 1.1."""
    root = _compose(skill)
    if root is None:
        return [], []
    edits: list[Edit] = []
    for key_node, value in root.value:
        key = str(key_node.value)
        if key in _STRING_FIELDS:
            edits.extend(_quote_scalar(skill, found, value, _STRING_FIELDS[key], _line(key_node.start_mark.line), key))
        elif key == "metadata" and isinstance(value, MappingNode):
            for inner_key, inner in value.value:
                where = _line(inner_key.start_mark.line)
                edits.extend(_quote_scalar(skill, found, inner, "FIELD_TYPE", where, f"metadata.{inner_key.value}"))
    return edits, []


def _quote_scalar(skill: Skill, found: Found, node: Node, rule: str, line: int, label: str) -> Iterator[Edit]:
    findings = _findings(found, [rule], line)
    typed = isinstance(node, ScalarNode) and node.style is None and node.tag not in (_STR, _NULL)
    if findings and typed and _one_line(node) and node.value:
        yield _replace_span(skill, node, json.dumps(node.value), findings, f"quote the value of '{label}'")


# --- allowed-tools as the spec's space-separated string --------------------------------------


def space_separate_tools(skill: Skill, found: Found) -> Fixes:
    """``allowed-tools`` written with commas or as a YAML list becomes the spec's space-separated
    string (commas inside parentheses, as in ``Bash(git add:*, git commit:*)``, are kept)."""
    root = _compose(skill)
    pair = _pair(root, "allowed-tools")
    if pair is None:
        return [], []
    key_node, value = pair
    line = _line(key_node.start_mark.line)
    findings = _findings(found, ["FIELD_TYPE"], line)
    if not findings:
        return [], []
    if isinstance(value, ScalarNode) and value.tag == _STR:
        if not _one_line(value):
            return [], [Unfixed(f, "allowed-tools spans several lines") for f in findings]
        spaced = " ".join(t.strip() for t in split_tools(value.value) if t.strip())
        text = yaml_scalar(spaced) if value.style is None else json.dumps(spaced, ensure_ascii=False)
        return [_replace_span(skill, value, text, findings, "write allowed-tools space-separated")], []
    if isinstance(value, SequenceNode):
        return _tools_from_list(skill, key_node, value, findings)
    return [], [Unfixed(f, "allowed-tools is neither a string nor a list of strings") for f in findings]


def _tools_from_list(skill: Skill, key_node: Node, value: SequenceNode, findings: list[Finding]) -> Fixes:
    items = value.value
    if not items or not all(isinstance(i, ScalarNode) and i.tag == _STR and i.value.strip() for i in items):
        return [], [Unfixed(f, "allowed-tools has an item that is not a tool name") for f in findings]
    text = yaml_scalar(" ".join(i.value.strip() for i in items))
    summary = "write allowed-tools as a space-separated string"
    if value.flow_style and _one_line(value):
        return [_replace_span(skill, value, text, findings, summary)], []
    first, last = _line(key_node.start_mark.line), _line(items[-1].end_mark.line)
    key_line = skill.lines[first - 1]
    block = skill.lines[first:last]
    after_key = key_line.split(":", 1)[1] if ":" in key_line else "#"
    if after_key.strip() or any("#" in line or (line.strip() and not line.strip().startswith("-")) for line in block):
        return [], [Unfixed(f, "the list carries comments or other text that a rewrite would drop") for f in findings]
    if skill.lines[last - 1][items[-1].end_mark.column :].strip():
        return [], [Unfixed(f, "text follows the last tool on its line") for f in findings]
    new = key_line.split(":", 1)[0] + ": " + text
    return [Edit(skill.display_path, first, last, (new,), tuple(findings), summary)], []


def _pair(root: MappingNode | None, key: str) -> tuple[Node, Node] | None:
    if root is None:
        return None
    pairs = [(k, v) for k, v in root.value if k.value == key]
    return pairs[-1] if pairs else None


# --- name equal to its folder ----------------------------------------------------------------

_NAME_RULES = ("NAME_FOLDER_MISMATCH", "NAME_INVALID", "NAME_MISSING")


def name_from_folder(skill: Skill, found: Found) -> Fixes:
    """Where a target requires the name to equal the folder (the spec does), set it to the folder
    name, provided the folder name is itself a valid skill name. A name missing from the frontmatter
    is added after the opening ``---``."""
    root = _compose(skill)
    pair = _pair(root, "name")
    line = _line(pair[0].start_mark.line) if pair is not None else 1
    findings = _findings(found, _NAME_RULES, line)
    if root is None or not findings:
        return [], []
    folder = unicodedata.normalize("NFKC", skill.folder_name)
    if not (NAME_PATTERN.match(folder) and len(folder) <= 64) or not _mismatched(skill):
        reason = f"the folder name '{skill.folder_name}' is not a valid skill name either; rename both by hand"
        return [], [Unfixed(f, reason) for f in findings]
    reserved = _findings(found, ["NAME_RESERVED"], line)
    if not any(word in folder for word in ("anthropic", "claude")):
        findings += reserved
    summary = f"set name to the folder name '{folder}'"
    text = yaml_scalar(folder)
    if pair is None:
        return [Edit(skill.display_path, 1, 1, (skill.lines[0], f"name: {text}"), tuple(findings), summary)], []
    value = pair[1]
    if isinstance(value, ScalarNode) and value.value and _one_line(value):
        return [_replace_span(skill, value, text, findings, summary)], []
    source = skill.lines[line - 1]
    if isinstance(value, ScalarNode) and not value.value and re.fullmatch(r"name[ \t]*:[ \t]*(''|\"\")?[ \t]*", source):
        return [Edit(skill.display_path, line, line, (f"name: {text}",), tuple(findings), summary)], []
    return [], [Unfixed(f, "the name is not a one-line value") for f in findings]


def _mismatched(skill: Skill) -> bool:
    value = skill.fields.get("name")
    return not isinstance(value, str) or unicodedata.normalize("NFKC", value.strip()) != unicodedata.normalize(
        "NFKC", skill.folder_name
    )


# --- duplicate keys ---------------------------------------------------------------------------


def drop_shadowed_keys(skill: Skill, found: Found) -> Fixes:
    """A top-level key given twice: YAML (and every client) keeps the last value, so the earlier
    entry is deleted and what clients read does not change."""
    root = _compose(skill)
    if root is None:
        return [], []
    edits: list[Edit] = []
    unfixed: list[Unfixed] = []
    pairs = list(root.value)
    for index, (key_node, value) in enumerate(pairs):
        later = next((k for k, _ in pairs[index + 1 :] if k.value == key_node.value), None)
        if later is None:
            continue
        findings = _findings(found, ["DUPLICATE_KEY"], _line(later.start_mark.line))
        if not findings:
            continue
        if key_node.start_mark.column != 0:
            unfixed += [Unfixed(f, "the key is not at the top level") for f in findings]
            continue
        first = _line(key_node.start_mark.line)
        ends_next_line = value.end_mark.column == 0 and value.end_mark.line > key_node.start_mark.line
        end_line = _line(value.end_mark.line) - (1 if ends_next_line else 0)
        summary = f"delete the earlier '{key_node.value}'; YAML already ignores it"
        edits.append(Edit(skill.display_path, first, end_line, (), tuple(findings), summary))
    return edits, unfixed


FRONTMATTER_FIXERS: tuple[Callable[[Skill, Found], Fixes], ...] = (
    quote_broken_values,
    drop_shadowed_keys,
    name_from_folder,
    space_separate_tools,
    quote_typed_values,
)
