"""The container flags shared by ``skillgrade lift`` and ``skillgrade eval`` (command agents in a skill's image)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import click

from skillgrade.agents.container import DEFAULT_BASE

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
            default=DEFAULT_BASE,
            help="Base image (build argument BASE) of a skill's Dockerfile, or the image when it has none; "
            "pulled when missing [default: the action image's pinned python:3.12-slim-bookworm].",
        ),
        click.option(
            "--allow-host", is_flag=True, help="With --container: run on this machine if no Docker daemon answers."
        ),
    )
    for option in reversed(options):
        func = option(func)
    return func


def daemon_or_host(allow_host: bool, agents: str) -> bool:
    """True when a Docker daemon answers; False when it does not and ``--allow-host`` lets ``agents``
    run on this machine (with a warning); otherwise a :class:`ContainerError` saying how to fix it."""
    from skillgrade.agents.container import ContainerError, daemon_problem

    problem = daemon_problem()
    if problem is None:
        return True
    if not allow_host:
        raise ContainerError(
            f"--container: {problem}; start one (scripts/docker start) or pass --allow-host to run the "
            f"{agents} on this machine without isolation"
        )
    click.echo(f"skillgrade: warning: {problem}; running on this machine, not isolated (--allow-host)", err=True)
    return False
