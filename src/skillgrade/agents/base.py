"""The agent interface: a task in, one run's trajectory summary out."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from skillgrade.llm.types import Usage


@dataclass(frozen=True, slots=True)
class SkillInfo:
    """A skill as an agent's skill listing shows it, plus what loading it reveals."""

    name: str
    description: str
    body: str = ""
    """The SKILL.md body (after the frontmatter): what the agent reads when it loads the skill."""
    root: Path | None = None
    """The skill folder, for backends that install the real files."""


@dataclass(frozen=True, slots=True)
class AgentTask:
    prompt: str
    skill: SkillInfo
    """The skill under test."""
    distractors: tuple[SkillInfo, ...] = ()
    """Other skills in the listing: siblings in the repository and corpus skills."""
    run_index: int = 0
    """Tells repeated runs of one prompt apart (cache key, listing order)."""


@dataclass(slots=True)
class AgentRun:
    """What one agent run did. ``failed`` runs carry ``error`` and count toward the failure rate only."""

    invoked: list[str] = field(default_factory=list)
    """Skill names the agent loaded, in order."""
    activated: bool = False
    """It loaded the skill under test."""
    answer: str | None = None
    usage: Usage = field(default_factory=Usage)
    calls: int = 0
    cached_calls: int = 0
    failed: bool = False
    error: str | None = None

    @property
    def tokens(self) -> int:
        return self.usage.total


class Agent(Protocol):
    """A backend. ``run`` never raises for a failing agent: it returns a failed :class:`AgentRun`."""

    name: str

    async def run(self, task: AgentTask) -> AgentRun: ...
