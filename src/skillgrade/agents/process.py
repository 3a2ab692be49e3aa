"""Agent CLIs as subprocesses: no input, a session of their own, the whole group killed on timeout.

Shared by the host backend (:mod:`skillgrade.agents.command`) and the container backend
(:mod:`skillgrade.agents.container`), which starts ``docker`` the same way.
"""

from __future__ import annotations

import asyncio
import os
import signal
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True, slots=True)
class Finished:
    out: bytes = b""
    err: bytes = b""
    returncode: int | None = None
    problem: str | None = None
    """Why there is no output: the command could not start, or it timed out."""
    started: bool = True


def agent_env(extra: Mapping[str, str] | None = None) -> dict[str, str]:
    """The environment of an agent CLI: ours without ``CLAUDECODE`` (which makes a nested Claude Code
    refuse to start), plus ``extra``."""
    return {k: v for k, v in os.environ.items() if k != "CLAUDECODE"} | dict(extra or {})


async def run_process(argv: Sequence[str], cwd: Path, env: Mapping[str, str], timeout: float) -> Finished:
    """Run ``argv`` in ``cwd`` with no input, in a session of its own; past ``timeout`` kill the
    whole process group."""
    try:
        process = await asyncio.create_subprocess_exec(
            *argv,
            cwd=cwd,
            env=dict(env),
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            start_new_session=True,
        )
    except OSError as exc:
        return Finished(problem=f"cannot start {argv[0]}: {exc.strerror or exc}", started=False)
    try:
        out, err = await asyncio.wait_for(process.communicate(), timeout)
    except asyncio.TimeoutError:
        _kill_group(process)
        await process.wait()
        return Finished(problem=f"the agent timed out after {timeout:g} s")
    return Finished(out, err, process.returncode)


def _kill_group(process: asyncio.subprocess.Process) -> None:
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        process.kill()
