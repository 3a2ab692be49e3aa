"""Flags several commands share, spelled and explained once."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

import click

from skillgrade.targets import ALL_TARGETS

CONFIG_FILE = click.option(
    "--config",
    type=click.Path(path_type=Path, dir_okay=False),
    help="Config file (default: .skillgrade.yaml or [tool.skillgrade] in pyproject.toml).",
)
DISABLE_RULE = click.option("--disable", multiple=True, metavar="RULE", help="Silence a rule (repeatable).")
FAIL_ON = click.option(
    "--fail-on",
    type=click.Choice(["error", "warning", "never"]),
    help="Lowest finding severity that fails the gate [default: error].",
)
TARGETS = click.option(
    "--target",
    "targets",
    multiple=True,
    type=click.Choice(ALL_TARGETS),
    help="Check portability to this target only (repeatable) [default: the config's, else all].",
)
NO_SCAN_CACHE = click.option(
    "--no-scan-cache",
    is_flag=True,
    envvar="SKILLGRADE_NO_SCAN_CACHE",
    help="Scan every skill afresh: neither read nor write the security findings kept between runs "
    "(in $SKILLGRADE_CACHE_DIR/scan, else the user cache folder; see the README). "
    "Env: SKILLGRADE_NO_SCAN_CACHE=1.",
)


@contextlib.contextmanager
def scan_cache(disabled: bool, paths: tuple[Path, ...]) -> Iterator[None]:
    """Within: the security scan reuses the findings of unchanged skills (never from the scanned tree)."""
    from skillgrade.rules.security import memo

    refused = memo.use(None if disabled else memo.default_directory(), paths)
    if refused:
        click.echo(f"skillgrade: note: {refused}", err=True)
    try:
        yield
    finally:
        memo.use(None)
