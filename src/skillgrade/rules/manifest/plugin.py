"""The plugin.json rules: JSON, name, field types, unknown fields, component paths, misplaced components.

:func:`check_plugin` checks a loaded .claude-plugin/plugin.json against the plugin root it describes:
every known field has the right type, unknown fields are named with the closest real one, and each
component path is a './' path inside the plugin that points at something Claude Code can load.
:func:`misplaced` (also run for a marketplace whose root is itself a plugin) finds components left
inside .claude-plugin/.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from skillgrade.findings import Category, Severity
from skillgrade.rules.base import Rule
from skillgrade.rules.manifest.document import JsonPath, Report, closest, json_type
from skillgrade.rules.manifest.fields import (
    COMPONENT_FIELDS,
    KEBAB,
    PLUGIN_FIELDS,
    WARN_ONLY_FIELDS,
    component_shape,
    component_shape_ok,
    field_problems,
    path_strings,
)
from skillgrade.rules.manifest.paths import URL, holds_markdown, holds_skill, link_leaves_tree, resolve, within

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

_SEMVER = re.compile(
    r"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)"
    r"(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$"
)
_EXPERIMENTAL_PATH_FIELDS = ("themes", "monitors")

# Default component locations that are never loaded from inside .claude-plugin/.
_MISPLACED_DIRS = ("skills", "commands", "agents", "hooks", "output-styles", "workflows", "themes", "monitors")
_MISPLACED_FILES = (".mcp.json", ".lsp.json")


def check_plugin(data: dict[str, Any], root: Path, tree_root: Path, report: Report) -> None:
    _plugin_name(data, report)
    for key, value in data.items():
        if key == "name":
            continue
        if key not in PLUGIN_FIELDS:
            close = closest(key, PLUGIN_FIELDS)
            hint = f" (did you mean '{close}'?)" if close else ""
            fix = f"Rename '{key}' to '{close}'." if close else None
            report.add(PLUGIN_FIELD_UNKNOWN, (key,), f"unknown field '{key}'{hint}; Claude Code ignores it", fix=fix)
            continue
        for where, problem in field_problems(key, value, (key,)):
            severity = Severity.WARNING if key in WARN_ONLY_FIELDS else None
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
            if not component_shape_ok(key, experimental[key]):
                problem = f"{component_shape(key)}, not {json_type(experimental[key])}"
                report.add(PLUGIN_FIELD_INVALID, ("experimental", key), problem, severity=Severity.WARNING)
                continue
            declared += _check_paths(key, experimental[key], ("experimental", key), root, tree_root, report)
    misplaced(root, tree_root, declared, report)
    if report.unchecked:
        report.add(
            PLUGIN_PATH_MISSING,
            (),
            f"component paths were not checked: the plugin root is outside the scanned tree ({tree_root})",
            severity=Severity.INFO,
            fix="Scan the plugin folder (or its repository) rather than the manifest file alone.",
            locate=False,
        )


def _plugin_name(data: dict[str, Any], report: Report) -> None:
    if "name" not in data:
        report.add(PLUGIN_NAME_INVALID, (), "name is required")
        return
    name = data["name"]
    if not isinstance(name, str):
        report.add(PLUGIN_NAME_INVALID, ("name",), f"must be a string, not {json_type(name)}")
    elif not name.strip():
        report.add(PLUGIN_NAME_INVALID, ("name",), "must not be empty")
    elif not KEBAB.match(name):
        report.add(
            PLUGIN_NAME_INVALID,
            ("name",),
            f"plugin name '{name}' is not kebab-case",
            severity=Severity.WARNING,
            fix="Use lowercase letters, digits and single hyphens, e.g. 'my-plugin'.",
        )


def _check_component_paths(data: dict[str, Any], root: Path, tree_root: Path, report: Report) -> list[Path]:
    declared: list[Path] = []
    for key in COMPONENT_FIELDS:
        if key in data and component_shape_ok(key, data[key]):
            declared += _check_paths(key, data[key], (key,), root, tree_root, report)
    return declared


def _check_paths(key: str, value: Any, where: JsonPath, root: Path, tree_root: Path, report: Report) -> list[Path]:
    """Check every path string of one component field; return the in-tree paths it names."""
    declared: list[Path] = []
    for at, value_str in path_strings(key, value, where):
        if key == "mcpServers" and URL.match(value_str):
            continue  # an MCPB bundle URL: never fetched
        resolved = resolve(root, value_str, tree_root)
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
        if not holds_skill(path, tree_root):
            return "holds no SKILL.md (expected <path>/SKILL.md or <path>/<skill>/SKILL.md)"
    elif key in ("commands", "agents") and path.is_dir() and not holds_markdown(path, tree_root):
        return f"holds no .md files, so no {key} load from it"
    return None


def misplaced(root: Path, tree_root: Path, declared: list[Path], report: Report) -> None:
    plugin_dir = root / ".claude-plugin"
    if not within(plugin_dir, tree_root) or link_leaves_tree(plugin_dir, tree_root):
        return
    for name in (*_MISPLACED_DIRS, *_MISPLACED_FILES):
        candidate = plugin_dir / name
        if not os.path.lexists(candidate) or any(within(p, candidate) for p in declared):
            continue
        kind = "folder" if name in _MISPLACED_DIRS else "file"
        report.add(
            PLUGIN_COMPONENT_MISPLACED,
            (),
            f".claude-plugin/{name} is never loaded: the {kind} belongs at the plugin root",
            fix=f"Move .claude-plugin/{name} to {name} at the plugin root.",
            locate=False,
        )
