"""The container flags shared by ``skillgrade lift`` and ``skillgrade eval`` (command agents in a skill's image)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import click

F = TypeVar("F", bound=Callable[..., Any])


def container_options(func: F) -> F:
    """``--container``, ``--container-base`` and ``--allow-host``."""
    options = (
        click.option(
            "--container", is_flag=True, help="Run command agents in a container (the skill's Dockerfile image)."
        ),
        click.option(
            "--container-base",
            envvar="SKILLGRADE_CONTAINER_BASE",
            default="skillgrade-test-base:bookworm",
            show_default=True,
            help="Base image (build argument BASE) of a skill's Dockerfile, or the image when it has none.",
        ),
        click.option(
            "--allow-host", is_flag=True, help="With --container: run on this machine if no Docker daemon answers."
        ),
    )
    for option in reversed(options):
        func = option(func)
    return func
