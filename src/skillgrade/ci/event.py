"""The ``pull_request`` event payload (``$GITHUB_EVENT_PATH``): only the fields the action uses."""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import BaseModel, ConfigDict, ValidationError

from skillgrade.errors import UsageError


class _Lenient(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


class RepoRef(_Lenient):
    full_name: str = ""


class CommitRef(_Lenient):
    sha: str
    ref: str = ""
    repo: RepoRef | None = None


class PullRequest(_Lenient):
    number: int
    base: CommitRef
    head: CommitRef
    html_url: str = ""


class Event(_Lenient):
    pull_request: PullRequest | None = None
    """Present for ``pull_request`` and ``pull_request_target`` events."""

    @property
    def is_fork(self) -> bool:
        pr = self.pull_request
        if pr is None or pr.head.repo is None or pr.base.repo is None:
            return False
        return pr.head.repo.full_name != pr.base.repo.full_name


def load_event(path: Path | None) -> Event:
    """The event the workflow runs for; an empty event when there is none (a local run)."""
    if path is None:
        return Event()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise UsageError(f"cannot read the event payload {path}: {exc}") from None
    try:
        return Event.model_validate(data)
    except ValidationError as exc:
        raise UsageError(f"{path}: not a pull_request event payload ({exc.errors()[0]['msg']})") from None
