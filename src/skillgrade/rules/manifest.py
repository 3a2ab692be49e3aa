"""Rules for Claude Code plugin manifests: .claude-plugin/plugin.json and marketplace.json."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from skillgrade.findings import Finding
from skillgrade.rules.base import Rule

RULES: tuple[Rule, ...] = ()


def check_manifest(path: Path, display: str, tree_root: Path) -> Iterator[Finding]:
    return iter(())
