"""Rules for Claude Code plugin manifests: .claude-plugin/plugin.json and marketplace.json.

The checks follow Claude Code's plugin reference, its marketplace reference and the messages of
``claude plugin validate``: a problem that stops the plugin or the marketplace loading is an error,
one that Claude Code only warns about (or silently ignores) is a warning.

Nothing here touches the network, and no path is followed out of the scanned tree: every path in a
manifest is resolved lexically first, and symlinks are read one hop at a time, never through a link
whose target lies outside the tree.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

from skillgrade.findings import Finding
from skillgrade.rules.base import Rule
from skillgrade.rules.manifest.document import Locator, Report, load
from skillgrade.rules.manifest.entries import (
    MARKETPLACE_ENTRY_INVALID,
    MARKETPLACE_PLUGIN_CONFLICT,
    MARKETPLACE_SOURCE_INVALID,
    MARKETPLACE_SOURCE_MISSING,
)
from skillgrade.rules.manifest.marketplace import MARKETPLACE_FIELD_INVALID, MARKETPLACE_JSON_INVALID, check_marketplace
from skillgrade.rules.manifest.plugin import (
    PLUGIN_COMPONENT_MISPLACED,
    PLUGIN_FIELD_INVALID,
    PLUGIN_FIELD_UNKNOWN,
    PLUGIN_JSON_INVALID,
    PLUGIN_NAME_INVALID,
    PLUGIN_PATH_INVALID,
    PLUGIN_PATH_MISSING,
    check_plugin,
)

__all__ = ["RULES", "check_manifest"]

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


def check_manifest(path: Path, display: str, tree_root: Path) -> Iterator[Finding]:
    """Every finding for the manifest at ``path`` (a plugin.json or a marketplace.json)."""
    marketplace = path.name == "marketplace.json"
    invalid = MARKETPLACE_JSON_INVALID if marketplace else PLUGIN_JSON_INVALID
    report = Report(display, Locator(""))
    data = load(path, invalid, report)
    if isinstance(data, dict):
        root = Path(os.path.normpath(os.path.abspath(path))).parent.parent
        tree = Path(os.path.normpath(os.path.abspath(tree_root)))
        if marketplace:
            check_marketplace(data, root, tree, report)
        else:
            check_plugin(data, root, tree, report)
    yield from report.findings
