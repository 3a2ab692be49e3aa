"""Rules for Claude Code plugin manifests: .claude-plugin/plugin.json and marketplace.json.

The checks follow Claude Code's plugin reference, its marketplace reference and the messages of
``claude plugin validate``: a problem that stops the plugin or the marketplace loading is an error,
one that Claude Code only warns about (or silently ignores) is a warning.

Nothing here touches the network, and no path is followed out of the scanned tree: every path in a
manifest is resolved lexically first, and symlinks are read one hop at a time, never through a link
whose target lies outside the tree.
"""

from __future__ import annotations

import bisect
import contextlib
import difflib
import json
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from skillgrade.findings import Category, Finding, Severity
from skillgrade.rules.base import Rule
from skillgrade.skill.text import ReadProblem, read_text

MAX_MANIFEST_BYTES = 1024 * 1024
"""A manifest larger than this is not parsed."""

PLUGIN_JSON_INVALID = Rule(
    "PLUGIN_JSON_INVALID",
    Severity.ERROR,
    Category.MANIFEST,
    "plugin.json is not a readable JSON object",
    "Fix the JSON syntax at the reported line and column; the file must hold one JSON object.",
    "Claude Code refuses a plugin whose .claude-plugin/plugin.json is not valid JSON ('corrupt manifest "
    "file … JSON parse error'). The file must be UTF-8 text under 1 MiB holding a single JSON object; "
    "comments, trailing commas, NaN and Infinity are not JSON.\n\n"
    'FAIL: {"name": "my-plugin",}\nPASS: {"name": "my-plugin"}',
)
PLUGIN_NAME_INVALID = Rule(
    "PLUGIN_NAME_INVALID",
    Severity.ERROR,
    Category.MANIFEST,
    "plugin.json has no usable name",
    "Set `name` to a kebab-case string such as 'deployment-tools'.",
    "`name` is the only required field of plugin.json and becomes the namespace of every command and "
    "skill the plugin provides. A missing, empty or non-string name is a load error ('name: Invalid input: "
    "expected string, received undefined'). A name that is not kebab-case (lowercase letters, digits and "
    "single hyphens) loads, but `claude plugin validate` warns about it, so it is a warning here.",
)
PLUGIN_FIELD_INVALID = Rule(
    "PLUGIN_FIELD_INVALID",
    Severity.ERROR,
    Category.MANIFEST,
    "a known plugin.json field has the wrong type",
    "Give the field the type the plugin reference defines.",
    "A wrong type on a known plugin.json field is a load error in Claude Code, with two exceptions that "
    "only warn: `metadata` and `experimental`. Types: `version`, `description`, `displayName`, "
    "`homepage`, `repository`, `license`, `$schema` are strings; `author` is an object with a non-empty "
    'string `name` (a bare string author such as "Jane <jane@example.com>" is rejected: \'author: Invalid '
    "input: expected object, received string'); `keywords` is a list of strings; `defaultEnabled` is a "
    "boolean; `dependencies` is a list of names or {name} objects; component fields take a path or a list "
    "of paths (`hooks`, `mcpServers`, `lspServers` also take inline objects, `commands` an object of "
    "commands). A `version` that is not semantic (MAJOR.MINOR.PATCH) is a warning: the version pins "
    "updates and is compared as semver.\n\n"
    'FAIL: "author": "Jane Doe"\nPASS: "author": {"name": "Jane Doe"}',
)
PLUGIN_FIELD_UNKNOWN = Rule(
    "PLUGIN_FIELD_UNKNOWN",
    Severity.WARNING,
    Category.MANIFEST,
    "plugin.json has a field Claude Code does not know",
    "Fix the spelling, or move custom data under `metadata`.",
    "Claude Code ignores unknown top-level fields in plugin.json and `claude plugin validate` warns about "
    "each one, suggesting the closest real field. A typo such as `mcp_servers` therefore silently drops "
    "the component. Marketplace-only keys such as `category` or `tags` belong in the marketplace entry, "
    "not in plugin.json.",
)
PLUGIN_PATH_INVALID = Rule(
    "PLUGIN_PATH_INVALID",
    Severity.ERROR,
    Category.MANIFEST,
    "a component path in plugin.json is not a './' path inside the plugin",
    "Write the path relative to the plugin root, starting with './', without '..'.",
    "Component paths (`skills`, `commands`, `agents`, `workflows`, `outputStyles`, `themes`, `monitors`, "
    "`hooks`, `mcpServers`, `lspServers`) must be relative to the plugin root and start with './' "
    "(`skills` also accepts '.'). Absolute paths do not survive installation, and a path that climbs out of "
    "the plugin root with '..' points outside the copy Claude Code installs. skillgrade never follows such a "
    'path.\n\nFAIL: "skills": "skills/"   "agents": "../shared/agents"\nPASS: "skills": "./skills/"',
)
PLUGIN_PATH_MISSING = Rule(
    "PLUGIN_PATH_MISSING",
    Severity.WARNING,
    Category.MANIFEST,
    "a component path in plugin.json points at nothing Claude Code can load",
    "Create the file or folder, fix the path, or remove it from plugin.json.",
    "Claude Code loads a plugin whose component path does not exist, but warns and loads nothing from "
    "it ('No commands found in plugin my-plugin custom directory: ./cmds. Expected .md files or SKILL.md "
    "in subdirectories.'). A `skills` path must be a folder holding a SKILL.md or skill folders with one; a "
    "`commands` or `agents` folder must hold .md files. A path that leads out of the scanned tree through a "
    "symlink is reported too and not followed.",
)
PLUGIN_COMPONENT_MISPLACED = Rule(
    "PLUGIN_COMPONENT_MISPLACED",
    Severity.WARNING,
    Category.MANIFEST,
    "a plugin component sits inside .claude-plugin/",
    "Move the folder or file to the plugin root; only the manifests belong in .claude-plugin/.",
    "Claude Code looks for skills/, commands/, agents/, hooks/, .mcp.json and the other default "
    "components at the plugin root. The same folders inside .claude-plugin/ are never loaded unless a "
    "manifest path names them; this is the most common plugin layout mistake.",
)
MARKETPLACE_JSON_INVALID = Rule(
    "MARKETPLACE_JSON_INVALID",
    Severity.ERROR,
    Category.MANIFEST,
    "marketplace.json is not a readable JSON object",
    "Fix the JSON syntax at the reported line and column; the file must hold one JSON object.",
    "`claude plugin marketplace add` and `claude plugin validate` reject a marketplace.json that is not "
    "valid JSON ('Invalid JSON syntax'). The file must be UTF-8 text under 1 MiB holding a single JSON "
    "object.",
)
MARKETPLACE_FIELD_INVALID = Rule(
    "MARKETPLACE_FIELD_INVALID",
    Severity.ERROR,
    Category.MANIFEST,
    "a top-level marketplace.json field is missing, reserved or of the wrong type",
    "Give the marketplace a kebab-case `name`, an `owner` object with a `name`, and a `plugins` list.",
    "Required: `name` (kebab-case; names reserved for official Anthropic marketplaces, such as "
    "claude-plugins-official or anthropic-agent-skills, and look-alikes are refused), `owner` (an object "
    "with a string `name`) and `plugins` (a list). Errors: a missing or mistyped required field, a reserved "
    "name, a wrong type on `description`, `version`, `metadata`, `renames` or "
    "`allowCrossMarketplaceDependenciesOn`. Warnings (as `claude plugin validate` gives them): a name that "
    "is not kebab-case or that Claude Desktop rejects (org, org-provisioned, unknown, over 128 characters), "
    "an empty `plugins` list, no description (top-level or `metadata.description`), and unknown top-level "
    "keys, which Claude Code ignores.",
)
MARKETPLACE_ENTRY_INVALID = Rule(
    "MARKETPLACE_ENTRY_INVALID",
    Severity.ERROR,
    Category.MANIFEST,
    "a plugin entry in marketplace.json is incomplete, duplicated or mistyped",
    "Give every entry a unique kebab-case `name` and a `source`.",
    "Each entry of `plugins` must be an object with a `name` and a `source`; two entries with the same "
    "name are refused ('Duplicate plugin name \"x\" found in marketplace'). An entry may carry any "
    "plugin.json field plus `category`, `tags` and `strict`, and a wrong type on one of them is an error. "
    "A name that is not kebab-case and keys Claude Code does not know are warnings.",
)
MARKETPLACE_SOURCE_INVALID = Rule(
    "MARKETPLACE_SOURCE_INVALID",
    Severity.ERROR,
    Category.MANIFEST,
    "a plugin source in marketplace.json is malformed",
    'Use \'./path/in/this/repo\' or an object such as {"source": "github", "repo": "owner/repo"}.',
    "A string source is a path relative to the marketplace root (the folder that contains "
    ".claude-plugin/) and must start with './'; a bare folder name is accepted only when "
    "`metadata.pluginRoot` is set. Absolute paths and any '..' are refused ('plugins[0].source: Path "
    "contains \"..\"'). An object source names its kind in `source` and carries that kind's keys: github "
    "(repo), url (url), git-subdir (url, path), npm (package), archive (url), command (command). The paths "
    "of an entry's `skills` list follow the same './' rule. Remote sources are never fetched.",
)
MARKETPLACE_SOURCE_MISSING = Rule(
    "MARKETPLACE_SOURCE_MISSING",
    Severity.ERROR,
    Category.MANIFEST,
    "a local plugin source or skill path in marketplace.json does not exist",
    "Fix the path, or add the plugin folder to the repository.",
    "A relative `source` must name an existing folder below the marketplace root, and each path in an "
    "entry's `skills` list (used with `strict: false`, as anthropics/skills does) must name a folder that "
    "holds a SKILL.md or skill folders with one; otherwise installing the plugin fails or loads nothing. "
    "A path that leads out of the scanned tree through a symlink is reported as a warning and not followed.",
)
MARKETPLACE_PLUGIN_CONFLICT = Rule(
    "MARKETPLACE_PLUGIN_CONFLICT",
    Severity.ERROR,
    Category.MANIFEST,
    "a marketplace entry contradicts the plugin's own plugin.json",
    "Declare components in one place: drop them from plugin.json, or remove `strict: false` from the entry.",
    "With `strict: false` the marketplace entry is the whole plugin definition; if the plugin's "
    "plugin.json declares components too, Claude Code refuses to load it ('Plugin my-plugin has conflicting "
    "manifests: both plugin.json and marketplace entry specify components'). An entry `version` that "
    "differs from the plugin.json `version` is a warning: plugin.json wins, so the marketplace shows a "
    "version users will not get.",
)

RULES: tuple[Rule, ...] = (
    PLUGIN_JSON_INVALID,
    PLUGIN_NAME_INVALID,
    PLUGIN_FIELD_INVALID,
    PLUGIN_FIELD_UNKNOWN,
    PLUGIN_PATH_INVALID,
    PLUGIN_PATH_MISSING,
    PLUGIN_COMPONENT_MISPLACED,
    MARKETPLACE_JSON_INVALID,
    MARKETPLACE_FIELD_INVALID,
    MARKETPLACE_ENTRY_INVALID,
    MARKETPLACE_SOURCE_INVALID,
    MARKETPLACE_SOURCE_MISSING,
    MARKETPLACE_PLUGIN_CONFLICT,
)

_KEBAB = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_SEMVER = re.compile(
    r"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)"
    r"(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$"
)
_URL = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://")
_WINDOWS_ABSOLUTE = re.compile(r"^[A-Za-z]:[\\/]")
_DESKTOP_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$")

_STRING_FIELDS = frozenset({"$schema", "displayName", "version", "description", "homepage", "repository", "license"})
_OBJECT_FIELDS = frozenset({"metadata", "experimental", "settings", "userConfig"})
_WARN_ONLY_FIELDS = frozenset({"metadata", "experimental"})
_PATH_LIST_FIELDS = frozenset({"skills", "agents", "workflows", "outputStyles", "themes"})
_INLINE_FIELDS = frozenset({"hooks", "mcpServers", "lspServers"})
COMPONENT_FIELDS = ("skills", "commands", "agents", "workflows", "outputStyles", "themes", "monitors", *_INLINE_FIELDS)
PLUGIN_FIELDS = frozenset(
    {
        "name",
        "author",
        "keywords",
        "defaultEnabled",
        "dependencies",
        "channels",
        *_STRING_FIELDS,
        *_OBJECT_FIELDS,
        *COMPONENT_FIELDS,
    }
)
_ENTRY_FIELDS = PLUGIN_FIELDS | {"source", "category", "tags", "strict", "relevance"}
_MARKETPLACE_FIELDS = frozenset(
    {
        "$schema",
        "name",
        "owner",
        "plugins",
        "description",
        "version",
        "metadata",
        "allowCrossMarketplaceDependenciesOn",
        "renames",
    }
)
_EXPERIMENTAL_PATH_FIELDS = ("themes", "monitors")

RESERVED_MARKETPLACE_NAMES = frozenset(
    {
        "claude-code-marketplace",
        "claude-code-plugins",
        "claude-plugins-official",
        "claude-plugins-community",
        "claude-community",
        "anthropic-marketplace",
        "anthropic-plugins",
        "agent-skills",
        "anthropic-agent-skills",
        "knowledge-work-plugins",
        "life-sciences",
        "claude-for-legal",
        "claude-for-financial-services",
        "financial-services-plugins",
        "first-party-plugins",
        "healthcare",
    }
)
_RESERVED_SQUASHED = {re.sub(r"[^a-z0-9]", "", n): n for n in RESERVED_MARKETPLACE_NAMES}
DESKTOP_RESERVED_NAMES = frozenset({"org", "org-provisioned", "unknown"})

SOURCE_KINDS: dict[str, tuple[str, ...]] = {
    "github": ("repo",),
    "url": ("url",),
    "git-subdir": ("url", "path"),
    "npm": ("package",),
    "archive": ("url",),
    "command": ("command",),
}

# Default component locations that are never loaded from inside .claude-plugin/.
_MISPLACED_DIRS = ("skills", "commands", "agents", "hooks", "output-styles", "workflows", "themes", "monitors")
_MISPLACED_FILES = (".mcp.json", ".lsp.json")

_MAX_SCANNED_ENTRIES = 5000
_MAX_LINK_HOPS = 40
_LOCATE_DEPTH = 6

JsonPath = tuple[str | int, ...]


def check_manifest(path: Path, display: str, tree_root: Path) -> Iterator[Finding]:
    """Every finding for the manifest at ``path`` (a plugin.json or a marketplace.json)."""
    marketplace = path.name == "marketplace.json"
    invalid = MARKETPLACE_JSON_INVALID if marketplace else PLUGIN_JSON_INVALID
    report = _Report(display, _Locator(""))
    data = _load(path, invalid, report)
    if isinstance(data, dict):
        root = Path(os.path.normpath(os.path.abspath(path))).parent.parent
        tree = Path(os.path.normpath(os.path.abspath(tree_root)))
        if marketplace:
            _check_marketplace(data, root, tree, report)
        else:
            _check_plugin(data, root, tree, report)
    yield from report.findings


# --- reading and locating ---------------------------------------------------------------------


class _Locator:
    """Maps JSON paths to the 1-based line where the key (or array item) starts."""

    def __init__(self, text: str) -> None:
        self._text = text
        self._newlines = [i for i, c in enumerate(text) if c == "\n"]
        self._lines: dict[JsonPath, int] = {}
        self._decoder = json.JSONDecoder()
        if text:
            with contextlib.suppress(ValueError, IndexError, RecursionError):
                self._walk(self._skip(0), (), 0)

    def line(self, where: JsonPath) -> int | None:
        """The line of ``where``, else of its nearest located ancestor."""
        for end in range(len(where), -1, -1):
            line = self._lines.get(where[:end])
            if line is not None:
                return line
        return None

    def _line_at(self, pos: int) -> int:
        return bisect.bisect_left(self._newlines, pos) + 1

    def _skip(self, i: int) -> int:
        text = self._text
        while i < len(text) and text[i] in " \t\n\r":
            i += 1
        return i

    def _walk(self, i: int, where: JsonPath, depth: int) -> int:
        text = self._text
        self._lines.setdefault(where, self._line_at(i))
        opener = text[i]
        if opener not in "{[" or depth >= _LOCATE_DEPTH:
            return int(self._decoder.raw_decode(text, i)[1])
        closer = "}" if opener == "{" else "]"
        i = self._skip(i + 1)
        index = 0
        while text[i] != closer:
            if opener == "{":
                key_pos = i
                key, i = self._decoder.raw_decode(text, i)
                i = self._skip(i) + 1  # the ':'
                i = self._skip(i)
                child: JsonPath = (*where, str(key))
                self._lines[child] = self._line_at(key_pos)
            else:
                child = (*where, index)
                self._lines[child] = self._line_at(i)
                index += 1
            i = self._skip(self._walk(i, child, depth + 1))
            if text[i] == ",":
                i = self._skip(i + 1)
        return i + 1


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def _load(path: Path, rule: Rule, report: _Report) -> Any:
    result = read_text(path, MAX_MANIFEST_BYTES)
    if isinstance(result, ReadProblem):
        report.add(rule, (), result.message, line=result.line)
        return None
    try:
        data = json.loads(result.text, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        finding = rule.finding(
            report.display, exc.lineno, f"invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}"
        )
        report.findings.append(finding.model_copy(update={"column": exc.colno}))
        return None
    except RecursionError:
        report.add(rule, (), "the JSON is nested too deeply to read", line=1)
        return None
    except ValueError as exc:
        token = str(exc).split(" ", 1)[0]
        offset = result.text.find(token)
        report.add(rule, (), f"invalid JSON: {exc}", line=result.text.count("\n", 0, max(offset, 0)) + 1)
        return None
    report.locator = _Locator(result.text)
    if not isinstance(data, dict):
        report.add(rule, (), f"{path.name} must hold a JSON object, not {_json_type(data)}")
        return None
    return data


@dataclass
class _Report:
    display: str
    locator: _Locator
    findings: list[Finding] = field(default_factory=list)
    unchecked: bool = False
    """A path was left unchecked because it lies outside the scanned tree."""

    def add(
        self,
        rule: Rule,
        where: JsonPath,
        message: str,
        *,
        severity: Severity | None = None,
        fix: str | None = None,
        line: int | None = None,
        locate: bool = True,
    ) -> None:
        text = f"{_pointer(where)}: {message}" if where else message
        if line is None and locate:
            line = self.locator.line(where)
        self.findings.append(rule.finding(self.display, line, text, fix=fix, severity=severity))


def _pointer(where: JsonPath) -> str:
    out = ""
    for part in where:
        if isinstance(part, int):
            out += f"[{part}]"
        elif re.fullmatch(r"[A-Za-z_$][A-Za-z0-9_$-]*", part):
            out += f".{part}" if out else part
        else:
            out += f"[{json.dumps(part)}]"
    return out


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    return "an object"


def _closest(key: str, known: frozenset[str]) -> str | None:
    squashed = re.sub(r"[^a-z0-9$]", "", key.lower())
    for candidate in sorted(known):
        if re.sub(r"[^a-z0-9$]", "", candidate.lower()) == squashed:
            return candidate
    close = difflib.get_close_matches(key, sorted(known), n=1, cutoff=0.6)
    return close[0] if close else None


# --- paths ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Resolved:
    status: str
    """``ok``, ``absolute``, ``escape`` (leaves ``base``), ``outside`` (leaves the tree) or ``link-out``."""
    path: Path


def _is_absolute(value: str) -> bool:
    return value.startswith(("/", "\\", "~")) or bool(_WINDOWS_ABSOLUTE.match(value))


def _within(path: str | Path, root: str | Path) -> bool:
    path, root = str(path), str(root)
    return path == root or path.startswith(root.rstrip(os.sep) + os.sep)


def _resolve(base: Path, value: str, tree_root: Path) -> _Resolved:
    """Resolve ``value`` against ``base`` lexically; never touch anything outside ``tree_root``."""
    if _is_absolute(value):
        return _Resolved("absolute", Path(value))
    joined = Path(os.path.normpath(os.path.join(base, value)))
    if not _within(joined, base):
        return _Resolved("escape", joined)
    if not _within(joined, tree_root):
        return _Resolved("outside", joined)
    if _link_leaves_tree(joined, tree_root):
        return _Resolved("link-out", joined)
    return _Resolved("ok", joined)


def _link_leaves_tree(path: Path, tree_root: Path) -> bool:
    """Whether following the symlinks on the way to ``path`` would leave ``tree_root``.

    Each link is read (never followed) and its target checked before going on, so nothing outside the
    tree is ever looked at.
    """
    real_root = os.path.realpath(tree_root)
    parts = list(path.relative_to(tree_root).parts)
    current = str(tree_root)
    hops = 0
    while parts:
        candidate = os.path.join(current, parts.pop(0))
        if not os.path.islink(candidate):
            if not os.path.lexists(candidate):
                return False
            current = candidate
            continue
        hops += 1
        try:
            target = os.path.normpath(os.path.join(current, os.readlink(candidate)))
        except OSError:
            return False
        if _within(target, tree_root):
            rest = os.path.relpath(target, tree_root)
        elif _within(target, real_root):
            rest = os.path.relpath(target, real_root)
        else:
            return True
        if hops > _MAX_LINK_HOPS:
            return True
        parts = [p for p in Path(rest).parts if p != "."] + parts
        current = str(tree_root)
    return False


def _safe_is_file(path: Path, tree_root: Path) -> bool:
    return not _link_leaves_tree(path, tree_root) and path.is_file()


def _holds_skill(folder: Path, tree_root: Path) -> bool:
    """A SKILL.md in ``folder`` or in one of its immediate subfolders."""
    if _safe_is_file(folder / "SKILL.md", tree_root):
        return True
    try:
        with os.scandir(folder) as entries:
            for count, entry in enumerate(entries):
                if count >= _MAX_SCANNED_ENTRIES:
                    return True  # too big to scan: do not guess it is empty
                child = Path(entry.path)
                if _link_leaves_tree(child, tree_root):
                    continue
                if entry.is_dir() and _safe_is_file(child / "SKILL.md", tree_root):
                    return True
    except OSError:
        return False
    return False


def _holds_markdown(folder: Path, tree_root: Path) -> bool:
    """A .md file anywhere below ``folder`` (symlinks are not followed)."""
    seen = 0
    for current, dirs, names in os.walk(folder, followlinks=False):
        if any(n.endswith(".md") and _safe_is_file(Path(current) / n, tree_root) for n in names):
            return True
        seen += len(dirs) + len(names)
        if seen >= _MAX_SCANNED_ENTRIES:
            return True
    return False


# --- plugin.json ------------------------------------------------------------------------------


def _check_plugin(data: dict[str, Any], root: Path, tree_root: Path, report: _Report) -> None:
    _plugin_name(data, report)
    for key, value in data.items():
        if key == "name":
            continue
        if key not in PLUGIN_FIELDS:
            close = _closest(key, PLUGIN_FIELDS)
            hint = f" (did you mean '{close}'?)" if close else ""
            fix = f"Rename '{key}' to '{close}'." if close else None
            report.add(PLUGIN_FIELD_UNKNOWN, (key,), f"unknown field '{key}'{hint}; Claude Code ignores it", fix=fix)
            continue
        for where, problem in _field_problems(key, value, (key,)):
            severity = Severity.WARNING if key in _WARN_ONLY_FIELDS else None
            report.add(PLUGIN_FIELD_INVALID, where, problem, severity=severity)
    version = data.get("version")
    if isinstance(version, str) and not _SEMVER.match(version):
        report.add(
            PLUGIN_FIELD_INVALID,
            ("version",),
            f"version '{version}' is not semantic (MAJOR.MINOR.PATCH)",
            severity=Severity.WARNING,
            fix="Use a semantic version such as '1.2.0'.",
        )
    declared = _check_component_paths(data, root, tree_root, report)
    experimental = data.get("experimental")
    if isinstance(experimental, dict):
        for key in _EXPERIMENTAL_PATH_FIELDS:
            if key not in experimental:
                continue
            if not _component_shape_ok(key, experimental[key]):
                problem = f"{_component_shape(key)}, not {_json_type(experimental[key])}"
                report.add(PLUGIN_FIELD_INVALID, ("experimental", key), problem, severity=Severity.WARNING)
                continue
            declared += _check_paths(key, experimental[key], ("experimental", key), root, tree_root, report)
    _misplaced(root, tree_root, declared, report)
    if report.unchecked:
        report.add(
            PLUGIN_PATH_MISSING,
            (),
            f"component paths were not checked: the plugin root is outside the scanned tree ({tree_root})",
            severity=Severity.INFO,
            fix="Scan the plugin folder (or its repository) rather than the manifest file alone.",
            locate=False,
        )


def _plugin_name(data: dict[str, Any], report: _Report) -> None:
    if "name" not in data:
        report.add(PLUGIN_NAME_INVALID, (), "name is required")
        return
    name = data["name"]
    if not isinstance(name, str):
        report.add(PLUGIN_NAME_INVALID, ("name",), f"must be a string, not {_json_type(name)}")
    elif not name.strip():
        report.add(PLUGIN_NAME_INVALID, ("name",), "must not be empty")
    elif not _KEBAB.match(name):
        report.add(
            PLUGIN_NAME_INVALID,
            ("name",),
            f"plugin name '{name}' is not kebab-case",
            severity=Severity.WARNING,
            fix="Use lowercase letters, digits and single hyphens, e.g. 'my-plugin'.",
        )


def _is_str_list(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def _field_problems(key: str, value: Any, where: JsonPath) -> Iterator[tuple[JsonPath, str]]:
    """Type problems of one known plugin.json field (also used for marketplace entries)."""
    if key in _STRING_FIELDS:
        if not isinstance(value, str):
            yield where, f"must be a string, not {_json_type(value)}"
    elif key in _OBJECT_FIELDS:
        if not isinstance(value, dict):
            yield where, f"must be an object, not {_json_type(value)}"
    elif key == "author":
        yield from _author_problems(value, where)
    elif key in ("keywords", "tags"):
        if not _is_str_list(value):
            yield where, "must be an array of strings"
    elif key in ("defaultEnabled", "strict"):
        if not isinstance(value, bool):
            yield where, f"must be true or false, not {_json_type(value)}"
    elif key == "category":
        if not isinstance(value, str):
            yield where, f"must be a string, not {_json_type(value)}"
    elif key == "dependencies":
        if not isinstance(value, list):
            yield where, f"must be an array of plugin names, not {_json_type(value)}"
        else:
            for i, item in enumerate(value):
                if not (isinstance(item, str) or (isinstance(item, dict) and isinstance(item.get("name"), str))):
                    yield (*where, i), "must be a plugin name or an object with a string name"
    elif key == "channels":
        if not (isinstance(value, list) and all(isinstance(v, dict) for v in value)):
            yield where, "must be an array of objects"
    elif key in COMPONENT_FIELDS and not _component_shape_ok(key, value):
        yield where, f"{_component_shape(key)}, not {_json_type(value)}"


def _author_problems(value: Any, where: JsonPath) -> Iterator[tuple[JsonPath, str]]:
    if not isinstance(value, dict):
        yield where, f'must be an object such as {{"name": "…"}}, not {_json_type(value)}'
        return
    name = value.get("name")
    if not isinstance(name, str) or not name.strip():
        at: JsonPath = (*where, "name") if "name" in value else where
        yield at, "author needs a non-empty string name"
    for sub in ("email", "url"):
        if sub in value and not isinstance(value[sub], str):
            yield (*where, sub), f"must be a string, not {_json_type(value[sub])}"


def _component_shape(key: str) -> str:
    if key in _INLINE_FIELDS:
        return "must be a './' path, an inline object, or an array of them"
    if key == "commands":
        return "must be a './' path, an array of paths, or an object of commands"
    if key == "monitors":
        return "must be a './' path or an array of monitor objects"
    return "must be a './' path or an array of paths"


def _component_shape_ok(key: str, value: Any) -> bool:
    if isinstance(value, str):
        return True
    if key in _INLINE_FIELDS:
        return isinstance(value, dict) or (isinstance(value, list) and all(isinstance(v, (str, dict)) for v in value))
    if key == "commands":
        return isinstance(value, dict) or _is_str_list(value)
    if key == "monitors":
        return isinstance(value, list) and all(isinstance(v, dict) for v in value)
    return _is_str_list(value)


def _path_strings(key: str, value: Any, where: JsonPath) -> Iterator[tuple[JsonPath, str]]:
    if isinstance(value, str):
        yield where, value
    elif isinstance(value, list):
        for i, item in enumerate(value):
            if isinstance(item, str):
                yield (*where, i), item
    elif key == "commands" and isinstance(value, dict):
        for name, spec in value.items():
            if isinstance(spec, dict) and isinstance(spec.get("source"), str):
                yield (*where, name, "source"), spec["source"]


def _check_component_paths(data: dict[str, Any], root: Path, tree_root: Path, report: _Report) -> list[Path]:
    declared: list[Path] = []
    for key in COMPONENT_FIELDS:
        if key in data and _component_shape_ok(key, data[key]):
            declared += _check_paths(key, data[key], (key,), root, tree_root, report)
    return declared


def _check_paths(key: str, value: Any, where: JsonPath, root: Path, tree_root: Path, report: _Report) -> list[Path]:
    """Check every path string of one component field; return the in-tree paths it names."""
    declared: list[Path] = []
    for at, value_str in _path_strings(key, value, where):
        if key == "mcpServers" and _URL.match(value_str):
            continue  # an MCPB bundle URL: never fetched
        resolved = _resolve(root, value_str, tree_root)
        if resolved.status == "absolute":
            report.add(PLUGIN_PATH_INVALID, at, f"path '{value_str}' is absolute; use a './' path in the plugin")
            continue
        if resolved.status == "escape":
            report.add(PLUGIN_PATH_INVALID, at, f"path '{value_str}' leaves the plugin root")
            continue
        if not (value_str.startswith("./") or (key == "skills" and value_str == ".")):
            report.add(
                PLUGIN_PATH_INVALID,
                at,
                f"path '{value_str}' must start with './'",
                fix=f"Write './{value_str}'.",
            )
            continue
        if resolved.status == "outside":
            report.unchecked = True  # the plugin root itself is outside the scanned tree
            continue
        if resolved.status == "link-out":
            report.add(PLUGIN_PATH_MISSING, at, f"path '{value_str}' leads out of the scanned tree through a symlink")
            continue
        declared.append(resolved.path)
        problem = _content_problem(key, resolved.path, tree_root)
        if problem:
            report.add(PLUGIN_PATH_MISSING, at, f"path '{value_str}' {problem}")
    return declared


def _content_problem(key: str, path: Path, tree_root: Path) -> str | None:
    if not path.exists():
        return "does not exist"
    if key == "skills":
        if not path.is_dir():
            return "is a file; a skills path names a folder"
        if not _holds_skill(path, tree_root):
            return "holds no SKILL.md (expected <path>/SKILL.md or <path>/<skill>/SKILL.md)"
    elif key in ("commands", "agents") and path.is_dir() and not _holds_markdown(path, tree_root):
        return f"holds no .md files, so no {key} load from it"
    return None


def _misplaced(root: Path, tree_root: Path, declared: list[Path], report: _Report) -> None:
    plugin_dir = root / ".claude-plugin"
    if not _within(plugin_dir, tree_root) or _link_leaves_tree(plugin_dir, tree_root):
        return
    for name in (*_MISPLACED_DIRS, *_MISPLACED_FILES):
        candidate = plugin_dir / name
        if not os.path.lexists(candidate) or any(_within(p, candidate) for p in declared):
            continue
        kind = "folder" if name in _MISPLACED_DIRS else "file"
        report.add(
            PLUGIN_COMPONENT_MISPLACED,
            (),
            f".claude-plugin/{name} is never loaded: the {kind} belongs at the plugin root",
            fix=f"Move .claude-plugin/{name} to {name} at the plugin root.",
            locate=False,
        )


# --- marketplace.json -------------------------------------------------------------------------


@dataclass
class _Marketplace:
    root: Path
    tree_root: Path
    report: _Report
    plugin_root: str | None = None
    manifests: dict[Path, dict[str, Any] | None] = field(default_factory=dict)
    root_is_plugin: bool = False


def _check_marketplace(data: dict[str, Any], root: Path, tree_root: Path, report: _Report) -> None:
    market = _Marketplace(root, tree_root, report)
    _marketplace_name(data, report)
    _marketplace_fields(data, market)
    plugins = data.get("plugins")
    if "plugins" not in data:
        report.add(MARKETPLACE_FIELD_INVALID, (), "plugins is required (an array of plugin entries)")
    elif not isinstance(plugins, list):
        report.add(MARKETPLACE_FIELD_INVALID, ("plugins",), f"must be an array, not {_json_type(plugins)}")
    elif not plugins:
        report.add(
            MARKETPLACE_FIELD_INVALID, ("plugins",), "marketplace has no plugins defined", severity=Severity.WARNING
        )
    else:
        seen: dict[str, int] = {}
        for i, entry in enumerate(plugins):
            _check_entry(entry, i, seen, market)
    if market.root_is_plugin and not (root / ".claude-plugin" / "plugin.json").exists():
        _misplaced(root, tree_root, [], report)
    if report.unchecked:
        report.add(
            MARKETPLACE_SOURCE_MISSING,
            (),
            f"local sources were not checked: the marketplace root is outside the scanned tree ({tree_root})",
            severity=Severity.INFO,
            fix="Scan the marketplace folder (or its repository) rather than the manifest file alone.",
            locate=False,
        )


def _marketplace_name(data: dict[str, Any], report: _Report) -> None:
    rule = MARKETPLACE_FIELD_INVALID
    if "name" not in data:
        report.add(rule, (), "name is required")
        return
    name = data["name"]
    if not isinstance(name, str):
        report.add(rule, ("name",), f"must be a string, not {_json_type(name)}")
        return
    if not name.strip():
        report.add(rule, ("name",), "must not be empty")
        return
    squashed = re.sub(r"[^a-z0-9]", "", name.lower())
    reserved = _RESERVED_SQUASHED.get(squashed)
    if reserved:
        same = "is" if name == reserved else "imitates"
        report.add(
            rule,
            ("name",),
            f"marketplace name '{name}' {same} the reserved name '{reserved}' of an official marketplace",
            fix="Choose a name of your own; official Anthropic marketplace names are reserved.",
        )
        return
    warn = Severity.WARNING
    if not _KEBAB.match(name):
        report.add(rule, ("name",), f"marketplace name '{name}' is not kebab-case", severity=warn)
    elif name in DESKTOP_RESERVED_NAMES or not _DESKTOP_NAME.match(name):
        report.add(rule, ("name",), f"Claude Desktop rejects the marketplace name '{name}'", severity=warn)


def _marketplace_fields(data: dict[str, Any], market: _Marketplace) -> None:
    report, rule = market.report, MARKETPLACE_FIELD_INVALID
    owner = data.get("owner")
    if "owner" not in data:
        report.add(rule, (), 'owner is required (an object such as {"name": "…"})')
    elif not isinstance(owner, dict):
        report.add(rule, ("owner",), f"must be an object with a name, not {_json_type(owner)}")
    else:
        name = owner.get("name")
        if not isinstance(name, str) or not name.strip():
            report.add(
                rule, ("owner", "name") if "name" in owner else ("owner",), "owner needs a non-empty string name"
            )
        for sub in ("email", "url"):
            if sub in owner and not isinstance(owner[sub], str):
                report.add(rule, ("owner", sub), f"must be a string, not {_json_type(owner[sub])}")
    for key in ("$schema", "description", "version"):
        if key in data and not isinstance(data[key], str):
            report.add(rule, (key,), f"must be a string, not {_json_type(data[key])}")
    metadata = data.get("metadata")
    if "metadata" in data and not isinstance(metadata, dict):
        report.add(rule, ("metadata",), f"must be an object, not {_json_type(metadata)}")
        metadata = None
    if isinstance(metadata, dict):
        for key in ("description", "version", "pluginRoot"):
            if key in metadata and not isinstance(metadata[key], str):
                report.add(rule, ("metadata", key), f"must be a string, not {_json_type(metadata[key])}")
        plugin_root = metadata.get("pluginRoot")
        if isinstance(plugin_root, str):
            if _is_absolute(plugin_root) or ".." in re.split(r"[\\/]", plugin_root):
                report.add(
                    MARKETPLACE_SOURCE_INVALID,
                    ("metadata", "pluginRoot"),
                    f"pluginRoot '{plugin_root}' must be a relative path inside the marketplace without '..'",
                )
            else:
                market.plugin_root = plugin_root
    described = isinstance(data.get("description"), str) or (
        isinstance(metadata, dict) and isinstance(metadata.get("description"), str)
    )
    if not described:
        report.add(rule, (), "no marketplace description provided", severity=Severity.WARNING)
    allow = data.get("allowCrossMarketplaceDependenciesOn")
    if "allowCrossMarketplaceDependenciesOn" in data and not _is_str_list(allow):
        report.add(rule, ("allowCrossMarketplaceDependenciesOn",), "must be an array of marketplace names")
    renames = data.get("renames")
    if "renames" in data and not (
        isinstance(renames, dict) and all(isinstance(v, (str, type(None))) for v in renames.values())
    ):
        report.add(rule, ("renames",), "must be an object mapping old plugin names to new names or null")
    for key in data:
        if key not in _MARKETPLACE_FIELDS:
            close = _closest(key, _MARKETPLACE_FIELDS)
            hint = f" (did you mean '{close}'?)" if close else ""
            report.add(rule, (key,), f"unknown field '{key}'{hint}; Claude Code ignores it", severity=Severity.WARNING)


def _check_entry(entry: Any, i: int, seen: dict[str, int], market: _Marketplace) -> None:
    report, rule, at = market.report, MARKETPLACE_ENTRY_INVALID, ("plugins", i)
    if not isinstance(entry, dict):
        report.add(rule, at, f"plugin entry must be an object, not {_json_type(entry)}")
        return
    name = entry.get("name")
    if "name" not in entry:
        report.add(rule, at, "plugin entry has no name")
    elif not isinstance(name, str) or not name.strip():
        report.add(rule, (*at, "name"), "must be a non-empty string")
    else:
        if name in seen:
            report.add(rule, (*at, "name"), f'duplicate plugin name "{name}" (first at plugins[{seen[name]}])')
        else:
            seen[name] = i
        if not _KEBAB.match(name):
            report.add(rule, (*at, "name"), f'plugin name "{name}" is not kebab-case', severity=Severity.WARNING)
    for key, value in entry.items():
        if key in ("name", "source"):
            continue
        if key not in _ENTRY_FIELDS:
            close = _closest(key, _ENTRY_FIELDS)
            hint = f" (did you mean '{close}'?)" if close else ""
            report.add(
                rule, (*at, key), f"unknown field '{key}'{hint}; Claude Code ignores it", severity=Severity.WARNING
            )
            continue
        for where, problem in _field_problems(key, value, (*at, key)):
            severity = Severity.WARNING if key in _WARN_ONLY_FIELDS else None
            report.add(rule, where, problem, severity=severity)
    if "source" not in entry:
        report.add(rule, at, "plugin entry has no source")
        return
    plugin_dir = _check_source(entry["source"], (*at, "source"), market)
    skills = entry.get("skills")
    if "skills" in entry and _component_shape_ok("skills", skills):
        _check_entry_skills(skills, (*at, "skills"), plugin_dir, market)
    if plugin_dir is not None:
        _check_conflict(entry, at, plugin_dir, market)


def _check_source(source: Any, at: JsonPath, market: _Marketplace) -> Path | None:
    """Check one entry's source; return the local plugin folder when it exists in the tree."""
    report, rule = market.report, MARKETPLACE_SOURCE_INVALID
    if isinstance(source, dict):
        _check_remote_source(source, at, report)
        return None
    if not isinstance(source, str):
        report.add(rule, at, f"must be a './' path or a source object, not {_json_type(source)}")
        return None
    if _is_absolute(source) or _URL.match(source):
        report.add(rule, at, f"source '{source}' must be a './' path relative to the marketplace root", fix=_SOURCE_FIX)
        return None
    if ".." in re.split(r"[\\/]", source):
        report.add(rule, at, f"source '{source}': Path contains \"..\"")
        return None
    if source.startswith("./"):
        bases = [market.root]
        if market.plugin_root is not None:
            bases.append(Path(os.path.normpath(market.root / market.plugin_root)))
    elif market.plugin_root is not None:
        bases = [Path(os.path.normpath(market.root / market.plugin_root))]
    else:
        report.add(
            rule,
            at,
            f"source '{source}' must start with './' (a bare name needs metadata.pluginRoot)",
            fix=f"Write './{source}', or use an object source for a remote plugin.",
        )
        return None
    return _local_folder(source, bases, at, market)


_SOURCE_FIX = 'For a remote plugin use an object, e.g. {"source": "github", "repo": "owner/repo"}.'


def _local_folder(source: str, bases: list[Path], at: JsonPath, market: _Marketplace) -> Path | None:
    report = market.report
    results = [_resolve(base, source, market.tree_root) for base in bases]
    for resolved in results:
        if resolved.status == "ok" and resolved.path.is_dir():
            market.root_is_plugin |= resolved.path == market.root
            return resolved.path
    first = results[0]
    if first.status == "outside":
        market.report.unchecked = True
    elif first.status == "escape":
        report.add(MARKETPLACE_SOURCE_INVALID, at, f"source '{source}' leaves the marketplace root")
    elif first.status == "link-out":
        report.add(
            MARKETPLACE_SOURCE_MISSING,
            at,
            f"path '{source}' leads out of the scanned tree through a symlink",
            severity=Severity.WARNING,
        )
    elif first.status == "ok":
        problem = "is not a folder" if first.path.exists() else "does not exist"
        report.add(MARKETPLACE_SOURCE_MISSING, at, f"path '{source}' {problem}")
    return None


def _check_remote_source(source: dict[str, Any], at: JsonPath, report: _Report) -> None:
    rule = MARKETPLACE_SOURCE_INVALID
    kind = source.get("source")
    if not isinstance(kind, str):
        kinds = ", ".join(SOURCE_KINDS)
        report.add(rule, at, f"a source object needs a string 'source' naming its kind ({kinds})")
        return
    if kind not in SOURCE_KINDS:
        close = difflib.get_close_matches(kind, list(SOURCE_KINDS), n=1, cutoff=0.6)
        hint = f" (did you mean '{close[0]}'?)" if close else f"; use one of {', '.join(SOURCE_KINDS)}"
        report.add(rule, (*at, "source"), f"unknown source kind '{kind}'{hint}")
        return
    for key in SOURCE_KINDS[kind]:
        value = source.get(key)
        if key not in source:
            report.add(rule, at, f"a '{kind}' source needs '{key}'")
        elif not isinstance(value, str) or not value.strip():
            report.add(rule, (*at, key), "must be a non-empty string")


def _check_entry_skills(value: Any, at: JsonPath, plugin_dir: Path | None, market: _Marketplace) -> None:
    report = market.report
    for where, path in _path_strings("skills", value, at):
        if _is_absolute(path) or ".." in re.split(r"[\\/]", path):
            report.add(MARKETPLACE_SOURCE_INVALID, where, f"skill path '{path}' must be a './' path without '..'")
            continue
        if not (path.startswith("./") or path == "."):
            report.add(MARKETPLACE_SOURCE_INVALID, where, f"skill path '{path}' must start with './'")
            continue
        if plugin_dir is None:
            continue  # remote or broken source: reported on the source itself
        resolved = _resolve(plugin_dir, path, market.tree_root)
        if resolved.status == "outside":
            report.unchecked = True
        elif resolved.status == "link-out":
            report.add(
                MARKETPLACE_SOURCE_MISSING,
                where,
                f"path '{path}' leads out of the scanned tree through a symlink",
                severity=Severity.WARNING,
            )
        elif resolved.status == "ok":
            if not resolved.path.is_dir():
                problem = "is not a folder" if resolved.path.exists() else "does not exist"
                report.add(MARKETPLACE_SOURCE_MISSING, where, f"path '{path}' {problem}")
            elif not _holds_skill(resolved.path, market.tree_root):
                report.add(MARKETPLACE_SOURCE_MISSING, where, f"path '{path}' holds no SKILL.md")


def _plugin_manifest(plugin_dir: Path, market: _Marketplace) -> dict[str, Any] | None:
    manifest = plugin_dir / ".claude-plugin" / "plugin.json"
    if manifest not in market.manifests:
        data = None
        if _within(manifest, market.tree_root) and _safe_is_file(manifest, market.tree_root):
            result = read_text(manifest, MAX_MANIFEST_BYTES)
            if not isinstance(result, ReadProblem):
                try:
                    loaded = json.loads(result.text)
                except (ValueError, RecursionError):
                    loaded = None  # reported when plugin.json itself is checked
                data = loaded if isinstance(loaded, dict) else None
        market.manifests[manifest] = data
    return market.manifests[manifest]


def _check_conflict(entry: dict[str, Any], at: JsonPath, plugin_dir: Path, market: _Marketplace) -> None:
    manifest = _plugin_manifest(plugin_dir, market)
    if manifest is None:
        return
    entry_components = [k for k in COMPONENT_FIELDS if k in entry]
    plugin_components = [k for k in COMPONENT_FIELDS if k in manifest]
    if entry.get("strict") is False and entry_components and plugin_components:
        report_at = (*at, "strict")
        market.report.add(
            MARKETPLACE_PLUGIN_CONFLICT,
            report_at,
            f"strict is false but both the entry ({', '.join(entry_components)}) and the plugin's plugin.json "
            f"({', '.join(plugin_components)}) specify components",
        )
    version, own = entry.get("version"), manifest.get("version")
    if isinstance(version, str) and isinstance(own, str) and version != own:
        market.report.add(
            MARKETPLACE_PLUGIN_CONFLICT,
            (*at, "version"),
            f"entry version '{version}' differs from plugin.json version '{own}' (plugin.json wins)",
            severity=Severity.WARNING,
            fix="Keep the two versions equal, or drop the version from the marketplace entry.",
        )
