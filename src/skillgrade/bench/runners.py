"""What runs a task: turns a task's input into an output, and times the attempt.

* :class:`SubprocessRunner`: an eval-skills style ``skill.json`` with ``adapterType: subprocess``.
  One process per attempt (``entrypoint`` split like a shell would, run without a shell in the
  skill folder, in its own session). stdin gets one JSON-RPC 2.0 request,
  ``{"jsonrpc": "2.0", "method": "invoke", "params": <inputData>, "id": 1}``; stdout is scanned from
  the end for the response line. A JSON-RPC ``error``, a non-zero exit or no response is an
  error; at ``timeoutMs`` the whole process group is killed and the attempt is a timeout.
* :class:`HttpRunner`: ``adapterType: http``; ``POST entrypoint`` with
  ``{"skillId", "version", "input"}``; the JSON body (or the text) is the output.
* :class:`AgentRunner`: a SKILL.md skill installed in an agent backend; the task input becomes the
  prompt and the final answer is the output.
* :class:`MetadataRunner`: benchmarks with ``metadata.runner = "skill-metadata"``: the task is a
  check on the parsed skill itself, never sent to it.

Runners never raise for a misbehaving skill: they return an :class:`Outcome` with ``error`` set.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import shlex
import signal
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, ValidationError

from skillgrade.bench.schema import Task

MAX_STDOUT_BYTES = 5 * 1024 * 1024
MAX_STDERR_BYTES = 64 * 1024
PROTOCOL_VERSION = "1"
_TAIL = 300


@dataclass
class Outcome:
    output: Any = None
    error: str | None = None
    timed_out: bool = False
    latency_ms: float = 0.0


class Runner(Protocol):
    kind: str

    async def run(self, task: Task, sample: int) -> Outcome: ...

    async def aclose(self) -> None: ...


class Manifest(BaseModel):
    """The fields of an eval-skills ``skill.json`` that running it needs."""

    model_config = ConfigDict(extra="allow")

    id: str
    name: str | None = None
    version: str = "0.0.0"
    description: str | None = None
    adapterType: Literal["subprocess", "http", "mcp"] = "subprocess"
    entrypoint: str


@dataclass
class Subject:
    """One skill under test: a folder with a SKILL.md, a skill.json, or both."""

    name: str
    root: Path
    skill_md: Path | None = None
    manifest: Manifest | None = None
    manifest_problem: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)


def _tail(data: bytes) -> str:
    text = " ".join(data.decode("utf-8", "replace").split())
    return text if len(text) <= _TAIL else "…" + text[-_TAIL:]


async def _read_capped(stream: asyncio.StreamReader | None, limit: int) -> bytes:
    if stream is None:
        return b""
    chunks: list[bytes] = []
    size = 0
    while chunk := await stream.read(65536):
        if size < limit:
            chunks.append(chunk[: limit - size])
        size += len(chunk)
    return b"".join(chunks)


def find_response(stdout: str) -> dict[str, Any] | None:
    """The last stdout line that is a JSON-RPC 2.0 response to request 1."""
    for line in reversed(stdout.splitlines()):
        line = line.strip()
        if not (line.startswith("{") and line.endswith("}")):
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError:
            continue
        if (
            isinstance(value, dict)
            and value.get("jsonrpc") == "2.0"
            and ("result" in value or "error" in value)
            and value.get("id", None) in (1, None)
        ):
            return value
    return None


class SubprocessRunner:
    kind = "subprocess"

    def __init__(self, subject: Subject) -> None:
        assert subject.manifest is not None
        self.subject = subject
        self.argv = shlex.split(subject.manifest.entrypoint)

    async def aclose(self) -> None:
        return None

    async def run(self, task: Task, sample: int) -> Outcome:
        request = json.dumps({"jsonrpc": "2.0", "method": "invoke", "params": task.inputData, "id": 1}) + "\n"
        if not self.argv:
            return Outcome(error="skill.json has an empty entrypoint")
        try:
            process = await asyncio.create_subprocess_exec(
                *self.argv,
                cwd=self.subject.root,
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
                start_new_session=True,
                env={**os.environ, "SKILLGRADE_BENCH": "1"},
            )
        except OSError as exc:
            return Outcome(error=f"cannot start {self.argv[0]}: {exc.strerror or exc}")

        async def exchange() -> tuple[bytes, bytes]:
            assert process.stdin is not None
            with contextlib.suppress(BrokenPipeError, ConnectionResetError):
                process.stdin.write(request.encode())
                await process.stdin.drain()
            with contextlib.suppress(BrokenPipeError, ConnectionResetError):
                process.stdin.close()
            out, err = await asyncio.gather(
                _read_capped(process.stdout, MAX_STDOUT_BYTES), _read_capped(process.stderr, MAX_STDERR_BYTES)
            )
            await process.wait()
            return out, err

        try:
            out, err = await asyncio.wait_for(exchange(), task.timeoutMs / 1000)
        except asyncio.TimeoutError:
            _kill_group(process)
            await process.wait()
            return Outcome(timed_out=True, error=f"timed out after {task.timeoutMs:g} ms; the process was killed")
        finally:
            if process.returncode is None:
                _kill_group(process)
                await process.wait()
        response = find_response(out.decode("utf-8", "replace"))
        if process.returncode != 0:
            detail = _tail(err) or _tail(out) or "no output"
            return Outcome(error=f"exited with status {process.returncode}: {detail}")
        if response is None:
            return Outcome(error=f"no JSON-RPC response on stdout: {_tail(out) or 'empty'}")
        if "error" in response and response.get("error") is not None:
            problem = response["error"]
            message = problem.get("message") if isinstance(problem, dict) else problem
            return Outcome(error=f"JSON-RPC error: {message}")
        return Outcome(output=response.get("result"))


def _kill_group(process: asyncio.subprocess.Process) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError, OSError):
        if hasattr(os, "killpg"):
            os.killpg(process.pid, signal.SIGKILL)
        else:  # pragma: no cover (Windows)
            process.kill()


class HttpRunner:
    kind = "http"

    def __init__(self, subject: Subject) -> None:
        assert subject.manifest is not None
        self.subject = subject
        self.url = subject.manifest.entrypoint
        self._client: Any = None

    async def aclose(self) -> None:
        if self._client is not None:
            await self._client.aclose()
            self._client = None

    async def run(self, task: Task, sample: int) -> Outcome:
        import httpx

        from skillgrade import __version__

        manifest = self.subject.manifest
        assert manifest is not None
        if self._client is None:
            self._client = httpx.AsyncClient(headers={"user-agent": f"skillgrade/{__version__}"})
        body = {"skillId": manifest.id, "version": manifest.version, "input": task.inputData}
        timeout = task.timeoutMs / 1000
        try:
            response = await asyncio.wait_for(
                self._client.post(
                    self.url, json=body, headers={"X-Eval-Skills-Version": PROTOCOL_VERSION}, timeout=timeout
                ),
                timeout,
            )
        except (asyncio.TimeoutError, httpx.TimeoutException):
            return Outcome(timed_out=True, error=f"timed out after {task.timeoutMs:g} ms")
        except httpx.HTTPError as exc:
            return Outcome(error=f"HTTP request failed: {type(exc).__name__}: {exc}")
        if not response.is_success:
            return Outcome(error=f"HTTP {response.status_code}: {_tail(response.content) or response.reason_phrase}")
        try:
            return Outcome(output=response.json())
        except ValueError:
            return Outcome(output=response.text)


def prompt_of(input_data: dict[str, Any]) -> str:
    """The prompt for an agent: a ``prompt``/``query``/``question``/``input`` string, else the JSON."""
    for key in ("prompt", "query", "question", "input"):
        value = input_data.get(key)
        if isinstance(value, str) and value.strip():
            return value
    return (
        "Complete this task. Its input is this JSON object:\n"
        + json.dumps(input_data, indent=2, ensure_ascii=False)
        + "\nReply with the result only."
    )


AgentFactory = Callable[[float], Any]
"""Makes an agent backend (:class:`skillgrade.agents.base.Agent`) given the task timeout in seconds."""


class AgentRunner:
    kind = "agent"

    def __init__(self, subject: Subject, make_agent: AgentFactory) -> None:
        from skillgrade.agents.base import SkillInfo

        assert subject.skill_md is not None
        self.subject = subject
        self.make_agent = make_agent
        fields, body = _frontmatter(subject.skill_md)
        name = fields.get("name")
        description = fields.get("description")
        self.info = SkillInfo(
            name=name if isinstance(name, str) and name.strip() else subject.root.name,
            description=description if isinstance(description, str) else "",
            body=body,
            root=subject.root,
        )

    async def aclose(self) -> None:
        return None

    async def run(self, task: Task, sample: int) -> Outcome:
        from skillgrade.agents.base import AgentTask

        seconds = task.timeoutMs / 1000
        agent = self.make_agent(seconds)
        agent_task = AgentTask(prompt=prompt_of(task.inputData), skill=self.info, run_index=sample)
        try:
            run = await asyncio.wait_for(agent.run(agent_task), seconds + 5)
        except asyncio.TimeoutError:
            return Outcome(timed_out=True, error=f"the agent timed out after {task.timeoutMs:g} ms")
        if run.failed:
            error = run.error or "the agent run failed"
            return Outcome(error=error, timed_out="timed out" in error)
        return Outcome(output=run.answer or "")


def _frontmatter(skill_md: Path) -> tuple[dict[str, Any], str]:
    from skillgrade.skill import frontmatter
    from skillgrade.skill.text import MAX_SKILL_BYTES, ReadProblem, read_text

    result = read_text(skill_md, MAX_SKILL_BYTES)
    if isinstance(result, ReadProblem):
        return {}, ""
    parts = frontmatter.split(result.text)
    return (parts.frontmatter.data if parts.frontmatter else {}), parts.body


class MetadataRunner:
    """Checks on the skill's own metadata (``skill-quality``): the output is computed, not asked for.

    ``checkType`` values: ``frontmatter`` (the ``name:``/``description:`` lines present),
    ``description_length`` (``minLength``, ``maxLength``), ``name_matches_folder``,
    ``body_length`` (``minWords``), ``description_trigger`` (the description, for keyword checks).
    """

    kind = "skill-metadata"

    def __init__(self, subject: Subject) -> None:
        self.subject = subject
        if subject.skill_md is not None:
            self.fields, self.body = _frontmatter(subject.skill_md)
        elif subject.manifest is not None:
            self.fields, self.body = subject.manifest.model_dump(), ""
        else:  # pragma: no cover (discovery never yields this)
            self.fields, self.body = {}, ""

    async def aclose(self) -> None:
        return None

    async def run(self, task: Task, sample: int) -> Outcome:
        check = task.inputData.get("checkType")
        try:
            return Outcome(output=metadata_check(str(check), task.inputData, self.fields, self.body, self.subject.root))
        except KeyError:
            return Outcome(error=f"unknown checkType {check!r}")


def metadata_check(check: str, params: dict[str, Any], fields: dict[str, Any], body: str, root: Path) -> str:
    name = fields.get("name") if isinstance(fields.get("name"), str) else None
    description = fields.get("description") if isinstance(fields.get("description"), str) else None
    if check == "frontmatter":
        lines = [f"{key}: {' '.join(str(fields[key]).split())}" for key in ("name", "description") if key in fields]
        return "\n".join(lines) or "no frontmatter fields"
    if check == "description_length":
        low, high = int(params.get("minLength", 20)), int(params.get("maxLength", 1024))
        length = len(description or "")
        return "ok" if low <= length <= high else f"description has {length} characters; expected {low}–{high}"
    if check == "name_matches_folder":
        return "ok" if name == root.name else f"name {name!r} differs from the folder {root.name!r}"
    if check == "body_length":
        words, low = len(body.split()), int(params.get("minWords", 30))
        return "ok" if words >= low else f"body has {words} words; expected at least {low}"
    if check == "description_trigger":
        return description or ""
    raise KeyError(check)


def discover_subjects(path: Path) -> list[Subject]:
    """Every skill below ``path``: folders with a SKILL.md and/or an eval-skills ``skill.json``."""
    from skillgrade.errors import UsageError

    if not path.exists():
        raise UsageError(f"path does not exist: {path}")
    folders: dict[Path, Subject] = {}

    def add(folder: Path, skill_md: Path | None, manifest_file: Path | None) -> None:
        subject = folders.setdefault(folder, Subject(name=folder.name, root=folder))
        if skill_md is not None:
            subject.skill_md = skill_md
        if manifest_file is not None:
            try:
                subject.manifest = Manifest.model_validate_json(manifest_file.read_text(encoding="utf-8"))
                subject.name = subject.manifest.id
            except (OSError, ValueError, ValidationError) as exc:
                subject.manifest_problem = f"{manifest_file}: {str(exc).splitlines()[0]}"

    if path.is_file():
        if path.name == "SKILL.md":
            add(path.parent.resolve(), path.resolve(), None)
        elif path.suffix == ".json":
            add(path.parent.resolve(), None, path.resolve())
        else:
            raise UsageError(f"{path} is neither a skill folder, a SKILL.md nor a skill.json")
    else:
        skip = {".git", "node_modules", ".venv", "venv", "__pycache__", ".tox", "evals"}
        for folder, dirs, files in os.walk(path):
            dirs[:] = sorted(d for d in dirs if d not in skip and not d.startswith("."))
            here = Path(folder).resolve()
            skill_md = here / "SKILL.md" if "SKILL.md" in files else None
            manifest = here / "skill.json" if "skill.json" in files else None
            if skill_md or manifest:
                add(here, skill_md, manifest)
    return sorted(folders.values(), key=lambda s: (s.name, str(s.root)))


async def attempt(runner: Runner, task: Task, sample: int) -> Outcome:
    """Run once and time it: latency covers the whole attempt, failures and timeouts included."""
    start = time.perf_counter()
    outcome = await runner.run(task, sample)
    outcome.latency_ms = (time.perf_counter() - start) * 1000
    return outcome
