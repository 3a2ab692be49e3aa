"""Splitting a SKILL.md into YAML frontmatter and body, and loading the YAML safely.

The loader is PyYAML's SafeLoader with three changes: timestamps stay strings (a ``date:`` key
must not turn into a ``datetime``), aliases are capped (an alias bomb is refused instead of being
expanded later by whoever walks the data), and duplicate keys are recorded instead of silently
keeping the last one.

libyaml (PyYAML's C parser) reads frontmatter holding no ``*`` and no tab: without an alias there is
nothing for the cap to count, and tabs are where libyaml accepts what PyYAML refuses. Everything
else, and anything libyaml refuses, goes through the Python loader, so the result and the messages
are always the Python loader's (checked identical on 31,000 real and mutated frontmatters; the tests
keep one case of each kind).
"""

from __future__ import annotations

import re
from dataclasses import field
from typing import Any

import yaml
from yaml.composer import ComposerError
from yaml.nodes import MappingNode, Node, ScalarNode

from skillgrade.record import dataclass

MAX_FRONTMATTER_CHARS = 64 * 1024
MAX_ALIASES = 16

_DELIMITER = re.compile(r"^---[ \t]*$")


@dataclass(frozen=True, slots=True)
class FrontmatterProblem:
    code: str
    """``missing``, ``unclosed``, ``too-large``, ``yaml``, ``not-mapping``, ``aliases`` or ``duplicate-key``."""
    message: str
    line: int | None
    hint: str | None = None


@dataclass(slots=True)
class Frontmatter:
    data: dict[str, Any]
    """The mapping as loaded; empty when the YAML could not be loaded."""
    key_lines: dict[str, int]
    """File line (1-based) of each top-level key."""
    start_line: int
    """Line of the opening ``---`` (always 1)."""
    end_line: int
    """Line of the closing ``---``."""
    parsed: bool
    """False when the YAML could not be loaded: ``data`` is then empty but not meaningfully so."""

    def line_of(self, key: str) -> int:
        return self.key_lines.get(key, self.start_line)


@dataclass(slots=True)
class SplitResult:
    frontmatter: Frontmatter | None
    body: str
    body_start_line: int
    """File line (1-based) on which ``body`` starts."""
    problems: list[FrontmatterProblem] = field(default_factory=list)


class _AliasBomb(yaml.YAMLError):
    pass


class _Duplicates:
    """Records duplicate keys of every mapping as it is constructed."""

    duplicates: list[tuple[str, int]]

    def construct_mapping(self, node: MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: set[Any] = set()
        for key_node, _ in node.value:
            if isinstance(key_node, ScalarNode):
                if key_node.value in seen:
                    self.duplicates.append((key_node.value, key_node.start_mark.line))
                seen.add(key_node.value)
        mapping: dict[Any, Any] = super().construct_mapping(node, deep=deep)  # type: ignore[misc]
        return mapping


class _SkillLoader(_Duplicates, yaml.SafeLoader):
    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self.alias_count = 0
        self.duplicates = []

    def compose_node(self, parent: Node | None, index: Any) -> Node | None:
        if self.check_event(yaml.AliasEvent):
            self.alias_count += 1
            if self.alias_count > MAX_ALIASES:
                mark = self.peek_event().start_mark  # type: ignore[no-untyped-call]
                raise _AliasBomb(f"more than {MAX_ALIASES} YAML aliases (line {mark.line + 1})")
        return super().compose_node(parent, index)


_CSafeLoader: type | None = getattr(yaml, "CSafeLoader", None)


if _CSafeLoader is not None:

    class _FastSkillLoader(_Duplicates, _CSafeLoader):  # type: ignore[misc,valid-type]
        """libyaml's parser, for frontmatter that holds no alias (no ``*``), so the alias cap, which
        only the Python composer can enforce, has nothing to count. Errors are reported by
        :class:`_SkillLoader`, so messages do not depend on which parser read the text first."""

        def __init__(self, stream: str) -> None:
            super().__init__(stream)
            self.duplicates = []


def _timestamp_as_text(loader: Any, node: Node) -> str:
    return str(node.value)


for _loader in (_SkillLoader, _FastSkillLoader) if _CSafeLoader is not None else (_SkillLoader,):
    _loader.add_constructor("tag:yaml.org,2002:timestamp", _timestamp_as_text)


def split(text: str) -> SplitResult:
    """Split ``text`` (already LF-normalised) into frontmatter and body."""
    lines = text.split("\n")
    if not lines or not _DELIMITER.match(lines[0]):
        first = next((i for i, line in enumerate(lines) if line.strip()), None)
        hint = "Start the file with a line '---', the YAML fields, and another '---'."
        if first is not None and _DELIMITER.match(lines[first]):
            hint = f"Remove the blank lines before line {first + 1}: frontmatter must start on line 1."
        problem = FrontmatterProblem("missing", "SKILL.md has no YAML frontmatter", 1, hint)
        return SplitResult(None, text, 1, [problem])
    closing = next((i for i in range(1, len(lines)) if _DELIMITER.match(lines[i])), None)
    if closing is None:
        problem = FrontmatterProblem(
            "unclosed",
            "frontmatter opened on line 1 is never closed with '---'",
            1,
            "Add a line '---' after the last frontmatter field.",
        )
        return SplitResult(None, "\n".join(lines[1:]), 2, [problem])
    yaml_text = "\n".join(lines[1:closing])
    body = "\n".join(lines[closing + 1 :])
    frontmatter, problems = _load(yaml_text, closing + 1)
    return SplitResult(frontmatter, body, closing + 2, problems)


def _load(yaml_text: str, closing_line: int) -> tuple[Frontmatter, list[FrontmatterProblem]]:
    if len(yaml_text) > MAX_FRONTMATTER_CHARS:
        msg = f"frontmatter is {len(yaml_text) // 1024} KiB; at most {MAX_FRONTMATTER_CHARS // 1024} KiB is read"
        return Frontmatter({}, {}, 1, closing_line, parsed=False), [FrontmatterProblem("too-large", msg, 1)]
    if _CSafeLoader is not None and "*" not in yaml_text and "\t" not in yaml_text:
        loaded = _load_fast(yaml_text, closing_line)
        if loaded is not None:
            return loaded
    return _load_slowly(yaml_text, closing_line)


def _load_fast(yaml_text: str, closing_line: int) -> tuple[Frontmatter, list[FrontmatterProblem]] | None:
    """Load with libyaml; ``None`` when the text does not load, for :func:`_load_slowly` to explain."""
    loader = None
    try:
        loader = _FastSkillLoader(yaml_text)  # its reader refuses control characters at once
        node = loader.get_single_node()
        data = loader.construct_document(node) if node is not None else None
    except Exception:  # whatever libyaml refuses, the Python loader explains (or loads)
        return None
    finally:
        if loader is not None:
            loader.dispose()
    return _frontmatter(data, node, loader.duplicates, closing_line)


def _load_slowly(yaml_text: str, closing_line: int) -> tuple[Frontmatter, list[FrontmatterProblem]]:
    empty = Frontmatter({}, {}, 1, closing_line, parsed=False)
    loader = None
    try:
        loader = _SkillLoader(yaml_text)  # its reader refuses control characters at once
        node = loader.get_single_node()
        data = loader.construct_document(node) if node is not None else None
    except _AliasBomb as exc:
        return empty, [FrontmatterProblem("aliases", f"frontmatter refused: {exc}", 2)]
    except (yaml.YAMLError, ComposerError) as exc:
        return empty, [_yaml_problem(exc, yaml_text)]
    except RecursionError:
        return empty, [FrontmatterProblem("yaml", "frontmatter is nested too deeply to load", 2)]
    finally:
        if loader is not None:
            loader.dispose()
    return _frontmatter(data, node, loader.duplicates, closing_line)


def _frontmatter(
    data: Any, node: Node | None, duplicates: list[tuple[str, int]], closing_line: int
) -> tuple[Frontmatter, list[FrontmatterProblem]]:
    empty = Frontmatter({}, {}, 1, closing_line, parsed=False)
    if data is None:
        data = {}
    if not isinstance(data, dict):
        kind = type(data).__name__
        problem = FrontmatterProblem(
            "not-mapping",
            f"frontmatter is a YAML {kind}, not a mapping of fields",
            2,
            "Write the frontmatter as 'key: value' lines.",
        )
        return empty, [problem]
    key_lines: dict[str, int] = {}
    if isinstance(node, MappingNode):
        for key_node, _ in node.value:
            key_lines.setdefault(str(key_node.value), key_node.start_mark.line + 2)
    problems = [
        FrontmatterProblem(
            "duplicate-key",
            f"key '{key}' appears more than once; YAML keeps only the last value",
            line + 2,
            "Remove the duplicate key.",
        )
        for key, line in duplicates
    ]
    fm = Frontmatter({str(k): v for k, v in data.items()}, key_lines, 1, closing_line, parsed=True)
    return fm, problems


def _yaml_problem(exc: Exception, yaml_text: str) -> FrontmatterProblem:
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    line = mark.line + 2 if mark is not None else 2
    if isinstance(exc, yaml.reader.ReaderError):
        line = yaml_text.count("\n", 0, exc.position) + 2
        character = f"U+{exc.character:04X}" if isinstance(exc.character, int) else "a control character"
        hint = f"Remove {character} from line {line}: YAML allows only printable characters, tabs and newlines."
        return FrontmatterProblem("yaml", f"frontmatter is not valid YAML: {exc.reason} ({character})", line, hint)
    reason = getattr(exc, "problem", None) or str(exc).splitlines()[0]
    hint = "Fix the YAML syntax; quote values that contain ': ', '#', or start with a special character."
    if reason and "mapping values are not allowed" in reason:
        source = yaml_text.split("\n")[line - 2] if 0 <= line - 2 < len(yaml_text.split("\n")) else ""
        key = source.split(":", 1)[0].strip()
        hint = f"The value of '{key}' contains ': '. Wrap the whole value in double quotes."
    return FrontmatterProblem("yaml", f"frontmatter is not valid YAML: {reason}", line, hint)
