"""Container-isolated runs of a command agent, on a real Docker daemon (BenchFlow's custom environments).

A skill that needs dependencies ships ``evals/Dockerfile`` (BenchFlow's place) or a ``Dockerfile``
at its root. It is built only by a command that is explicitly about running the skill
(``skillgrade lift --container``), ``FROM`` a base image passed as the build argument ``BASE``
(no registry is assumed: the base is built locally, e.g. by ``scripts/docker base``). The build
context is the Dockerfile's own folder, and the image is tagged by the hash of that context, so an
unchanged Dockerfile is built once. A skill without a Dockerfile runs in the base image itself.

Every run is one ``docker run`` of the agent command:

* ``--network none``, ``--cap-drop ALL``, ``no-new-privileges``, memory (swap included), pids and
  CPU limits; the run's timeout kills the client and the container is removed (``docker rm -f``)
  whatever happens;
* the run's workspace is mounted read-write at ``/workspace`` (the working directory);
* in the ``with`` and ``forced`` arms a copy of the skill (without ``evals/``) is mounted read-only at
  ``<skill_mount_dir>/<name>`` and linked from the agent's discovery folder in the workspace; in the
  ``without`` arm it is absent;
* the environment is only the case's ``environment`` and ``HOME=/tmp``: none of the host's
  variables (keys, tokens) reaches the container.

Containers have no network, so the agent inside is a command agent that needs none (a script, a
local tool). An LLM agent calls its model from the host; skillgrade's ``llm`` agent has no shell,
so it has nothing to run in a container and always runs on the host.
"""

from __future__ import annotations

import asyncio
import hashlib
import os
import re
import subprocess
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from skillgrade.agents.process import Finished, run_process
from skillgrade.errors import UsageError

DEFAULT_BASE = "python:3.12-slim-bookworm@sha256:782412e85d0f0984994c290652577d4018aff08145c85b262bb63dc0c7522254"
"""The action image's own pinned base (the Dockerfile's ``ARG BASE``), pulled when missing;
``--container-base`` changes it (``scripts/docker base`` builds one from Debian packages, offline)."""
PULL_TIMEOUT_S = 600.0
IMAGE_PREFIX = "skillgrade-lift"
LABEL = "skillgrade.lift=1"
DOCKERFILES = (Path("evals", "Dockerfile"), Path("Dockerfile"))
MAX_CONTEXT_BYTES = 200_000_000


class ContainerError(UsageError):
    """No daemon, or the skill's image cannot be built: the runs cannot be isolated."""


@dataclass(frozen=True, slots=True)
class ContainerSpec:
    image: str
    """The image every run starts from."""
    mount_dir: str = "/skills"
    """``defaults.skill_mount_dir``: where the skill appears inside the container."""
    memory: str = "2g"
    pids: int = 512
    cpus: str = "1"
    built_from: str | None = None
    """The skill's Dockerfile the image was built from; None when it is the base itself."""

    def describe(self) -> str:
        origin = f"built from {self.built_from}" if self.built_from else "the base image"
        return f"container {self.image} ({origin}; skill at {self.mount_dir})"


def daemon_problem(timeout: float = 30.0) -> str | None:
    """Why no container can run here, or None when a Docker daemon answers."""
    try:
        done = subprocess.run(["docker", "info"], capture_output=True, text=True, timeout=timeout, check=False)
    except FileNotFoundError:
        return "no docker client is installed"
    except subprocess.TimeoutExpired:
        return f"the Docker daemon did not answer within {timeout:g} s"
    if done.returncode != 0:
        tail = " ".join((done.stderr or done.stdout).split())[-300:]
        return f"no Docker daemon answers ({tail})"
    return None


def find_dockerfile(skill_root: Path) -> Path | None:
    """``evals/Dockerfile``, else ``Dockerfile``; never one linked from outside the skill folder."""
    root = skill_root.resolve()
    for relative in DOCKERFILES:
        candidate = skill_root / relative
        if candidate.is_file():
            if not candidate.resolve().is_relative_to(root):
                raise ContainerError(f"{candidate}: a symlink out of the skill folder; not built")
            return candidate
    return None


def context_hash(folder: Path) -> str:
    """sha256 over the names and bytes of every regular file under ``folder`` (symlinks skipped)."""
    digest = hashlib.sha256()
    total = 0
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()):
        data = path.read_bytes()
        total += len(data)
        if total > MAX_CONTEXT_BYTES:
            raise ContainerError(f"{folder}: build context larger than {MAX_CONTEXT_BYTES // 1_000_000} MB")
        digest.update(path.relative_to(folder).as_posix().encode() + b"\0" + data + b"\0")
    return digest.hexdigest()


def image_exists(tag: str) -> bool:
    done = subprocess.run(["docker", "image", "inspect", tag], capture_output=True, timeout=60, check=False)
    return done.returncode == 0


def ensure_base(base: str, *, timeout: float = PULL_TIMEOUT_S) -> None:
    """``base`` is on the daemon, pulled if need be; a :class:`ContainerError` naming the way out if not."""
    if image_exists(base):
        return
    try:
        done = subprocess.run(["docker", "pull", base], capture_output=True, text=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        problem = f"docker pull gave no answer in {timeout:.0f} s"
    else:
        if done.returncode == 0:
            return
        lines = (done.stderr or done.stdout).strip().splitlines()
        problem = lines[-1] if lines else f"docker pull exited {done.returncode}"
    raise ContainerError(
        f"base image {base} is missing and could not be pulled ({problem}); without a registry, build "
        "one from Debian packages (scripts/docker base) and pass --container-base skillgrade-test-base:bookworm"
    )


def prepare(
    skill_root: Path, skill_name: str, base: str, mount_dir: str, *, build_timeout: float = 1800.0
) -> ContainerSpec:
    """The image the skill's runs use: its Dockerfile built on ``base``, or ``base`` itself.

    The build may reach package registries (``--network=host``): dependencies are what a Dockerfile
    is for. The runs themselves never have a network."""
    problem = daemon_problem()
    if problem is not None:
        raise ContainerError(problem)
    ensure_base(base)
    dockerfile = find_dockerfile(skill_root)
    if dockerfile is None:
        return ContainerSpec(image=base, mount_dir=mount_dir)
    context = dockerfile.parent
    key = hashlib.sha256(f"{base}\0{context_hash(context)}".encode()).hexdigest()[:16]
    slug = re.sub(r"[^a-z0-9_.-]+", "-", skill_name.lower()).strip("-.") or "skill"
    tag = f"{IMAGE_PREFIX}:{slug[:60]}-{key}"
    if not image_exists(tag):
        argv = [
            "docker", "build", "--network=host", "--build-arg", f"BASE={base}", "--label", LABEL,
            "-t", tag, "-f", str(dockerfile), str(context),
        ]  # fmt: skip
        try:
            done = subprocess.run(argv, capture_output=True, text=True, timeout=build_timeout, check=False)
        except subprocess.TimeoutExpired:
            raise ContainerError(f"{dockerfile}: the build took longer than {build_timeout:g} s") from None
        if done.returncode != 0:
            tail = "\n".join((done.stderr or done.stdout).strip().splitlines()[-12:])
            raise ContainerError(f"{dockerfile}: docker build failed:\n{tail}")
    return ContainerSpec(image=tag, mount_dir=mount_dir, built_from=str(dockerfile))


async def run_in_container(
    spec: ContainerSpec,
    argv: Sequence[str],
    workspace: Path,
    env: Mapping[str, str],
    timeout: float,
    skill: tuple[str, Path] | None = None,
) -> Finished:
    """Run ``argv`` in a fresh container of ``spec`` with ``workspace`` as its working directory;
    ``skill`` is ``(name, host folder)`` to mount read-only at ``<mount_dir>/<name>``."""
    name = f"{IMAGE_PREFIX}-{uuid.uuid4().hex[:12]}"
    command = [
        "docker", "run", "--rm", "--name", name, "--label", LABEL, "--network", "none",
        "--memory", spec.memory, "--memory-swap", spec.memory, "--pids-limit", str(spec.pids), "--cpus", spec.cpus,
        "--cap-drop", "ALL", "--security-opt", "no-new-privileges", "--user", f"{os.getuid()}:{os.getgid()}",
        "-e", "HOME=/tmp", "-v", f"{workspace.resolve()}:/workspace", "-w", "/workspace",
    ]  # fmt: skip
    if skill is not None:
        skill_name, folder = skill
        command += ["-v", f"{folder.resolve()}:{spec.mount_dir.rstrip('/')}/{skill_name}:ro"]
    for key, value in env.items():
        command += ["-e", f"{key}={value}"]
    command += [spec.image, *argv]
    client_env = {k: v for k, v in os.environ.items() if k in ("PATH", "DOCKER_HOST", "DOCKER_CONFIG", "HOME")}
    try:
        done = await run_process(command, workspace, client_env, timeout)
    finally:
        await remove(name)
    if done.problem is None and done.returncode == 125:
        tail = " ".join(done.err.decode("utf-8", "replace").split())[-300:]
        return Finished(problem=f"docker could not start the container: {tail}")
    return done


async def remove(name: str) -> None:
    """``docker rm -f``: the container is gone whether it finished, timed out or never started."""
    process = await asyncio.create_subprocess_exec(
        "docker", "rm", "-f", name, stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL
    )
    await process.wait()
