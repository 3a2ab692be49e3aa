"""The top-level marketplace.json rules: JSON, name, owner, description and the other top-level fields.

:func:`check_marketplace` checks a loaded .claude-plugin/marketplace.json: a kebab-case name that no
official marketplace has reserved, an owner, a plugins list, and the optional top-level fields. Each
plugin entry is handed to :func:`~skillgrade.rules.manifest.entries.check_entry`.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from skillgrade.findings import Category, Severity
from skillgrade.rules.base import Rule
from skillgrade.rules.manifest.document import Report, closest, json_type
from skillgrade.rules.manifest.entries import (
    MARKETPLACE_SOURCE_INVALID,
    MARKETPLACE_SOURCE_MISSING,
    Marketplace,
    check_entry,
)
from skillgrade.rules.manifest.fields import KEBAB, is_str_list
from skillgrade.rules.manifest.paths import is_absolute
from skillgrade.rules.manifest.plugin import misplaced

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

_DESKTOP_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$")
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


def check_marketplace(data: dict[str, Any], root: Path, tree_root: Path, report: Report) -> None:
    market = Marketplace(root, tree_root, report)
    _marketplace_name(data, report)
    _marketplace_fields(data, market)
    plugins = data.get("plugins")
    if "plugins" not in data:
        report.add(MARKETPLACE_FIELD_INVALID, (), "plugins is required (an array of plugin entries)")
    elif not isinstance(plugins, list):
        report.add(MARKETPLACE_FIELD_INVALID, ("plugins",), f"must be an array, not {json_type(plugins)}")
    elif not plugins:
        report.add(
            MARKETPLACE_FIELD_INVALID, ("plugins",), "marketplace has no plugins defined", severity=Severity.WARNING
        )
    else:
        seen: dict[str, int] = {}
        for i, entry in enumerate(plugins):
            check_entry(entry, i, seen, market)
    if market.root_is_plugin and not (root / ".claude-plugin" / "plugin.json").exists():
        misplaced(root, tree_root, [], report)
    if report.unchecked:
        report.add(
            MARKETPLACE_SOURCE_MISSING,
            (),
            f"local sources were not checked: the marketplace root is outside the scanned tree ({tree_root})",
            severity=Severity.INFO,
            fix="Scan the marketplace folder (or its repository) rather than the manifest file alone.",
            locate=False,
        )


def _marketplace_name(data: dict[str, Any], report: Report) -> None:
    rule = MARKETPLACE_FIELD_INVALID
    if "name" not in data:
        report.add(rule, (), "name is required")
        return
    name = data["name"]
    if not isinstance(name, str):
        report.add(rule, ("name",), f"must be a string, not {json_type(name)}")
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
    if not KEBAB.match(name):
        report.add(rule, ("name",), f"marketplace name '{name}' is not kebab-case", severity=warn)
    elif name in DESKTOP_RESERVED_NAMES or not _DESKTOP_NAME.match(name):
        report.add(rule, ("name",), f"Claude Desktop rejects the marketplace name '{name}'", severity=warn)


def _marketplace_fields(data: dict[str, Any], market: Marketplace) -> None:
    report, rule = market.report, MARKETPLACE_FIELD_INVALID
    owner = data.get("owner")
    if "owner" not in data:
        report.add(rule, (), 'owner is required (an object such as {"name": "…"})')
    elif not isinstance(owner, dict):
        report.add(rule, ("owner",), f"must be an object with a name, not {json_type(owner)}")
    else:
        name = owner.get("name")
        if not isinstance(name, str) or not name.strip():
            report.add(
                rule, ("owner", "name") if "name" in owner else ("owner",), "owner needs a non-empty string name"
            )
        for sub in ("email", "url"):
            if sub in owner and not isinstance(owner[sub], str):
                report.add(rule, ("owner", sub), f"must be a string, not {json_type(owner[sub])}")
    for key in ("$schema", "description", "version"):
        if key in data and not isinstance(data[key], str):
            report.add(rule, (key,), f"must be a string, not {json_type(data[key])}")
    metadata = data.get("metadata")
    if "metadata" in data and not isinstance(metadata, dict):
        report.add(rule, ("metadata",), f"must be an object, not {json_type(metadata)}")
        metadata = None
    if isinstance(metadata, dict):
        for key in ("description", "version", "pluginRoot"):
            if key in metadata and not isinstance(metadata[key], str):
                report.add(rule, ("metadata", key), f"must be a string, not {json_type(metadata[key])}")
        plugin_root = metadata.get("pluginRoot")
        if isinstance(plugin_root, str):
            if is_absolute(plugin_root) or ".." in re.split(r"[\\/]", plugin_root):
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
    if "allowCrossMarketplaceDependenciesOn" in data and not is_str_list(allow):
        report.add(rule, ("allowCrossMarketplaceDependenciesOn",), "must be an array of marketplace names")
    renames = data.get("renames")
    if "renames" in data and not (
        isinstance(renames, dict) and all(isinstance(v, (str, type(None))) for v in renames.values())
    ):
        report.add(rule, ("renames",), "must be an object mapping old plugin names to new names or null")
    for key in data:
        if key not in _MARKETPLACE_FIELDS:
            close = closest(key, _MARKETPLACE_FIELDS)
            hint = f" (did you mean '{close}'?)" if close else ""
            report.add(rule, (key,), f"unknown field '{key}'{hint}; Claude Code ignores it", severity=Severity.WARNING)
