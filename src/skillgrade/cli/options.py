"""Flags several commands share, spelled and explained once."""

from __future__ import annotations

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
