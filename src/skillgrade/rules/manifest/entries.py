"""The rules for one plugin entry of marketplace.json: its fields, its source, its skills, its plugin.json.

:func:`check_entry` checks an entry's name (unique, kebab-case), its fields, its ``source`` (a './'
path to an existing folder below the marketplace root, or a well-formed remote source object, which is
never fetched), the paths of its ``skills`` list, and whether it contradicts the plugin's own
plugin.json. :class:`Marketplace` carries what the entries of one marketplace share.
"""

from __future__ import annotations

import difflib
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from skillgrade.findings import Category, Severity
from skillgrade.rules.base import Rule
from skillgrade.rules.manifest.document import MAX_MANIFEST_BYTES, JsonPath, Report, closest, json_type
from skillgrade.rules.manifest.fields import (
    COMPONENT_FIELDS,
    KEBAB,
    PLUGIN_FIELDS,
    WARN_ONLY_FIELDS,
    component_shape_ok,
    field_problems,
    path_strings,
)
from skillgrade.rules.manifest.paths import URL, holds_skill, is_absolute, resolve, safe_is_file, within
from skillgrade.skill.text import ReadProblem, read_text

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

_ENTRY_FIELDS = PLUGIN_FIELDS | {"source", "category", "tags", "strict", "relevance"}

SOURCE_KINDS: dict[str, tuple[str, ...]] = {
    "github": ("repo",),
    "url": ("url",),
    "git-subdir": ("url", "path"),
    "npm": ("package",),
    "archive": ("url",),
    "command": ("command",),
}


@dataclass
class Marketplace:
    root: Path
    tree_root: Path
    report: Report
    plugin_root: str | None = None
    manifests: dict[Path, dict[str, Any] | None] = field(default_factory=dict)
    root_is_plugin: bool = False


def check_entry(entry: Any, i: int, seen: dict[str, int], market: Marketplace) -> None:
    report, rule, at = market.report, MARKETPLACE_ENTRY_INVALID, ("plugins", i)
    if not isinstance(entry, dict):
        report.add(rule, at, f"plugin entry must be an object, not {json_type(entry)}")
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
        if not KEBAB.match(name):
            report.add(rule, (*at, "name"), f'plugin name "{name}" is not kebab-case', severity=Severity.WARNING)
    for key, value in entry.items():
        if key in ("name", "source"):
            continue
        if key not in _ENTRY_FIELDS:
            close = closest(key, _ENTRY_FIELDS)
            hint = f" (did you mean '{close}'?)" if close else ""
            report.add(
                rule, (*at, key), f"unknown field '{key}'{hint}; Claude Code ignores it", severity=Severity.WARNING
            )
            continue
        for where, problem in field_problems(key, value, (*at, key)):
            severity = Severity.WARNING if key in WARN_ONLY_FIELDS else None
            report.add(rule, where, problem, severity=severity)
    if "source" not in entry:
        report.add(rule, at, "plugin entry has no source")
        return
    plugin_dir = _check_source(entry["source"], (*at, "source"), market)
    skills = entry.get("skills")
    if "skills" in entry and component_shape_ok("skills", skills):
        _check_entry_skills(skills, (*at, "skills"), plugin_dir, market)
    if plugin_dir is not None:
        _check_conflict(entry, at, plugin_dir, market)


def _check_source(source: Any, at: JsonPath, market: Marketplace) -> Path | None:
    """Check one entry's source; return the local plugin folder when it exists in the tree."""
    report, rule = market.report, MARKETPLACE_SOURCE_INVALID
    if isinstance(source, dict):
        _check_remote_source(source, at, report)
        return None
    if not isinstance(source, str):
        report.add(rule, at, f"must be a './' path or a source object, not {json_type(source)}")
        return None
    if is_absolute(source) or URL.match(source):
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


def _local_folder(source: str, bases: list[Path], at: JsonPath, market: Marketplace) -> Path | None:
    report = market.report
    results = [resolve(base, source, market.tree_root) for base in bases]
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


def _check_remote_source(source: dict[str, Any], at: JsonPath, report: Report) -> None:
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


def _check_entry_skills(value: Any, at: JsonPath, plugin_dir: Path | None, market: Marketplace) -> None:
    report = market.report
    for where, path in path_strings("skills", value, at):
        if is_absolute(path) or ".." in re.split(r"[\\/]", path):
            report.add(MARKETPLACE_SOURCE_INVALID, where, f"skill path '{path}' must be a './' path without '..'")
            continue
        if not (path.startswith("./") or path == "."):
            report.add(MARKETPLACE_SOURCE_INVALID, where, f"skill path '{path}' must start with './'")
            continue
        if plugin_dir is None:
            continue  # remote or broken source: reported on the source itself
        resolved = resolve(plugin_dir, path, market.tree_root)
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
            elif not holds_skill(resolved.path, market.tree_root):
                report.add(MARKETPLACE_SOURCE_MISSING, where, f"path '{path}' holds no SKILL.md")


def _plugin_manifest(plugin_dir: Path, market: Marketplace) -> dict[str, Any] | None:
    manifest = plugin_dir / ".claude-plugin" / "plugin.json"
    if manifest not in market.manifests:
        data = None
        if within(manifest, market.tree_root) and safe_is_file(manifest, market.tree_root):
            result = read_text(manifest, MAX_MANIFEST_BYTES)
            if not isinstance(result, ReadProblem):
                try:
                    loaded = json.loads(result.text)
                except (ValueError, RecursionError):
                    loaded = None  # reported when plugin.json itself is checked
                data = loaded if isinstance(loaded, dict) else None
        market.manifests[manifest] = data
    return market.manifests[manifest]


def _check_conflict(entry: dict[str, Any], at: JsonPath, plugin_dir: Path, market: Marketplace) -> None:
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
