"""The GitHub REST API, through PyGithub: the only module that imports it.

Its jobs: find the sticky comment (marker *and* author), create or edit it and delete
duplicates; list, post, delete and resolve pull-request review comments and dismiss reviews; and
set one commit status. Every call is retried on rate limits (403/429 with
``Retry-After`` or an exhausted quota), on 5xx answers and on transport failures (connection
refused, timeouts, DNS). A 403 that is not a rate limit is a read-only token (a fork's pull
request): it raises :class:`WriteForbidden`, which the action turns into a notice instead of a
failure. Every failure of any kind leaves this module as a :class:`GitHubError`; once GitHub is
found unreachable, later calls fail at once instead of waiting through the retries again.

PyGithub's own throttle (0.25 s between requests, 1 s between writes) and its urllib3 retries
are turned off: a run makes a handful of requests, and the retries here honour GitHub's headers.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple, TypeVar

import requests
import urllib3.exceptions
from github import Auth, BadAttributeException, Github, GithubException
from github.IssueComment import IssueComment

from skillgrade.errors import SkillgradeError, UsageError

T = TypeVar("T")
DEFAULT_AUTHOR = "github-actions"
"""The login of ``GITHUB_TOKEN`` (REST shows it as ``github-actions[bot]``)."""


class GitHubError(SkillgradeError):
    """An API call failed for good (after retries)."""

    def __init__(self, message: str, status: int | None = None) -> None:
        super().__init__(message)
        self.status = status


class WriteForbidden(GitHubError):
    """The token cannot write: a pull request from a fork, or missing ``permissions:``."""


class BodyTooLong(GitHubError):
    """GitHub refused a comment body as too long (422)."""


class Unreachable(GitHubError):
    """No answer from GitHub: connection refused, a timeout, a name that does not resolve."""


_TRANSPORT = (requests.RequestException, urllib3.exceptions.HTTPError, OSError)
"""What PyGithub's transport raises when there is no HTTP answer at all."""
_MALFORMED = (BadAttributeException, ValueError, KeyError, TypeError, AttributeError)
"""What PyGithub raises on an answer it cannot read (an HTML error page, truncated JSON)."""


@dataclass(frozen=True)
class RetryPolicy:
    attempts: int = 4
    backoff: float = 1.0
    """Seconds before the first retry of a 5xx or a transport failure; doubled each time."""
    max_wait: float = 60.0
    timeout: int = 30
    """Seconds PyGithub waits for one answer."""

    @classmethod
    def from_env(cls, environ: Mapping[str, str]) -> RetryPolicy:
        """``SKILLGRADE_GITHUB_TIMEOUT`` and ``SKILLGRADE_GITHUB_BACKOFF`` (seconds) override the defaults."""
        values: dict[str, float] = {}  # whole seconds for the timeout: PyGithub takes an int
        for name, var in (("timeout", "SKILLGRADE_GITHUB_TIMEOUT"), ("backoff", "SKILLGRADE_GITHUB_BACKOFF")):
            raw = environ.get(var, "").strip()
            if raw:
                try:
                    values[name] = max(0.0, float(raw))
                except ValueError:
                    raise UsageError(f"{var}={raw!r} is not a number of seconds") from None
        default = cls()
        return cls(
            timeout=max(1, round(values.get("timeout", default.timeout))),
            backoff=values.get("backoff", default.backoff),
        )


class CommentRef(NamedTuple):
    id: int
    body: str


class Upsert(NamedTuple):
    action: str
    """``created``, ``updated``, or ``unchanged``."""
    comment_id: int
    deleted: int
    """Duplicate sticky comments removed."""


class ReviewCommentRef(NamedTuple):
    """One review comment on a pull request's lines, as the listing gives it."""

    id: int
    body: str
    author: str
    """The login without ``[bot]``."""
    path: str
    line: int | None
    """On the RIGHT side of the current diff; ``None`` once the comment is outdated."""
    in_reply_to: int | None
    node_id: str = ""


class ReviewRef(NamedTuple):
    id: int
    body: str
    author: str
    state: str
    """``COMMENTED``, ``CHANGES_REQUESTED``, ``APPROVED``, ``DISMISSED`` or ``PENDING``."""


class ThreadRef(NamedTuple):
    id: str
    """The GraphQL node id of the review thread (``PRRT_…``)."""
    resolved: bool
    first_comment: int | None
    """The REST id (``databaseId``) of the comment that opened the thread."""


_THREADS = """query($owner: String!, $name: String!, $number: Int!, $after: String) {
  repository(owner: $owner, name: $name) {
    pullRequest(number: $number) {
      reviewThreads(first: 100, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes { id isResolved comments(first: 1) { nodes { databaseId } } }
      }
    }
  }
}"""
_RESOLVE = "mutation($thread: ID!) { resolveReviewThread(input: {threadId: $thread}) { thread { id isResolved } } }"


class GitHubClient:
    def __init__(
        self,
        token: str,
        repository: str,
        api_url: str = "https://api.github.com",
        retry: RetryPolicy | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self._gh = Github(
            base_url=api_url.rstrip("/"),
            auth=Auth.Token(token),
            retry=None,
            seconds_between_requests=None,
            seconds_between_writes=None,
            lazy=True,
            per_page=100,
            timeout=(retry or RetryPolicy()).timeout,
            user_agent="skillgrade-action",
        )
        self._repo = self._gh.get_repo(repository)
        self._repository = repository
        self._retry = retry or RetryPolicy()
        self._sleep = sleep
        self._viewer: str | None = None
        self._down: Unreachable | None = None

    # ------------------------------------------------------------------------------------------
    # Comments

    def viewer(self) -> str | None:
        """The token's login, from GraphQL (``GET /user`` answers 403 to ``GITHUB_TOKEN``)."""
        if self._viewer is None:
            try:
                _, data = self._call(lambda: self._gh.requester.graphql_query("query { viewer { login } }", {}))
                login = data.get("data", {}).get("viewer", {}).get("login")
                self._viewer = str(login) if login else ""
            except GitHubError:
                self._viewer = ""
        return self._viewer or None

    def sticky_comments(self, number: int, marker: str) -> list[CommentRef]:
        """Comments holding ``marker`` written by this token's identity, oldest first."""
        return [CommentRef(c.id, c.body or "") for c in self._sticky(number, marker)]

    def _sticky(self, number: int, marker: str) -> list[IssueComment]:
        me = self.viewer()
        comments = self._call(lambda: list(self._repo.get_issue(number).get_comments()))
        return sticky_of(comments, marker, me)

    def upsert_comment(self, number: int, marker: str, body: str) -> Upsert:
        """Edit the oldest sticky comment in place (or create it), then delete the others (races)."""
        found = self._sticky(number, marker)
        if not found:
            created = self._call(lambda: self._repo.get_issue(number).create_comment(body))
            return Upsert("created", created.id, 0)
        keep = found[0]
        action = "unchanged"
        if (keep.body or "") != body:
            self._call(lambda: keep.edit(body))
            action = "updated"
        for duplicate in found[1:]:
            self._call(duplicate.delete)
        return Upsert(action, keep.id, len(found) - 1)

    # ------------------------------------------------------------------------------------------
    # Reviews

    def review_comments(self, number: int) -> list[ReviewCommentRef]:
        """Every review comment of the pull request (all authors), oldest first."""
        return [_review_comment(c) for c in self._get_all(f"{self._repo.url}/pulls/{number}/comments")]

    def reviews(self, number: int) -> list[ReviewRef]:
        found = self._get_all(f"{self._repo.url}/pulls/{number}/reviews")
        return [ReviewRef(int(r["id"]), r.get("body") or "", _login_of(r), r.get("state") or "") for r in found]

    def _get_all(self, url: str) -> list[dict[str, Any]]:
        """Every page of a listing, as GitHub's JSON.

        Not PyGithub's objects: reading a field a listing leaves out (``in_reply_to_id`` is only on
        replies) makes them fetch each item again, one request per comment.
        """
        items: list[dict[str, Any]] = []
        next_url: str | None = f"{url}?per_page=100"
        while next_url is not None:
            headers, data = self._call(
                lambda page=next_url: self._gh.requester.requestJsonAndCheck("GET", page)  # type: ignore[misc]
            )
            if not isinstance(data, list):
                raise GitHubError(f"GitHub API answered a listing with {type(data).__name__}, not a list")
            items.extend(data)
            next_url = _next_page({k.lower(): v for k, v in headers.items()}.get("link", ""))
        return items

    def create_review(self, number: int, commit: str, body: str, event: str, comments: list[dict[str, object]]) -> int:
        """One review, submitted at once (``event``: ``COMMENT`` or ``REQUEST_CHANGES``); its id."""
        url = f"{self._repo.url}/pulls/{number}/reviews"
        payload = {"commit_id": commit, "body": body, "event": event, "comments": comments}
        _, data = self._call(lambda: self._gh.requester.requestJsonAndCheck("POST", url, input=payload))
        return int(data["id"])

    def dismiss_review(self, number: int, review_id: int, message: str) -> None:
        url = f"{self._repo.url}/pulls/{number}/reviews/{review_id}/dismissals"
        payload = {"message": message, "event": "DISMISS"}
        self._call(lambda: self._gh.requester.requestJsonAndCheck("PUT", url, input=payload))

    def delete_review_comment(self, comment_id: int) -> None:
        url = f"{self._repo.url}/pulls/comments/{comment_id}"
        self._call(lambda: self._gh.requester.requestJsonAndCheck("DELETE", url))

    def review_threads(self, number: int) -> list[ThreadRef]:
        """The pull request's review threads (GraphQL: REST does not tell a thread's resolution)."""
        owner, _, name = self._repository.partition("/")
        threads: list[ThreadRef] = []
        after: str | None = None
        while True:
            variables = {"owner": owner, "name": name, "number": number, "after": after}
            _, data = self._call(lambda v=variables: self._gh.requester.graphql_query(_THREADS, v))  # type: ignore[misc]
            page = data["data"]["repository"]["pullRequest"]["reviewThreads"]
            for node in page["nodes"]:
                first = node["comments"]["nodes"]
                threads.append(
                    ThreadRef(node["id"], bool(node["isResolved"]), first[0]["databaseId"] if first else None)
                )
            if not page["pageInfo"]["hasNextPage"]:
                return threads
            after = page["pageInfo"]["endCursor"]

    def resolve_thread(self, thread_id: str) -> None:
        self._call(lambda: self._gh.requester.graphql_query(_RESOLVE, {"thread": thread_id}))

    # ------------------------------------------------------------------------------------------
    # Statuses

    def set_status(self, sha: str, state: str, description: str, context: str, target_url: str | None = None) -> None:
        if target_url:
            text = _short(description)
            self._call(lambda: self._repo.get_commit(sha).create_status(state, target_url, text, context))
        else:
            self._call(
                lambda: self._repo.get_commit(sha).create_status(
                    state, description=_short(description), context=context
                )
            )

    # ------------------------------------------------------------------------------------------
    # Retries and errors

    def _call(self, fn: Callable[[], T]) -> T:
        if self._down is not None:
            raise Unreachable(str(self._down))
        for attempt in range(1, self._retry.attempts + 1):
            try:
                return fn()
            except GithubException as exc:
                after = self._retry_after(exc, attempt)
                if after is None or attempt == self._retry.attempts:
                    raise _translate(exc) from None
                wait = after
            except _TRANSPORT as exc:
                if attempt == self._retry.attempts:
                    self._down = Unreachable(f"GitHub API unreachable after {attempt} tries: {_transport(exc)}")
                    raise self._down from None
                wait = min(self._retry.max_wait, self._retry.backoff * 2.0 ** (attempt - 1))
            except _MALFORMED as exc:
                reason = f"{type(exc).__name__}: {exc}"
                raise GitHubError(f"GitHub API gave an answer that cannot be read ({reason})") from None
            self._sleep(wait)
        raise AssertionError("unreachable")  # pragma: no cover

    def _retry_after(self, exc: GithubException, attempt: int) -> float | None:
        headers = {k.lower(): v for k, v in (exc.headers or {}).items()}
        status: int | None = exc.status
        if status in (403, 429) and _rate_limited(exc, headers):
            if "retry-after" in headers:
                return min(self._retry.max_wait, max(0.0, float(headers["retry-after"])))
            reset = headers.get("x-ratelimit-reset")
            if reset is not None:
                return min(self._retry.max_wait, max(0.0, float(reset) - time.time()))
            return min(self._retry.max_wait, self._retry.backoff * 2.0 ** (attempt - 1) * 60)
        if status is not None and status >= 500:
            if "retry-after" in headers:
                return min(self._retry.max_wait, max(0.0, float(headers["retry-after"])))
            return min(self._retry.max_wait, self._retry.backoff * 2.0 ** (attempt - 1))
        return None


def _rate_limited(exc: GithubException, headers: dict[str, str]) -> bool:
    if exc.status == 429 or "retry-after" in headers or headers.get("x-ratelimit-remaining") == "0":
        return True
    return "rate limit" in _message(exc).lower()


def _message(exc: GithubException) -> str:
    data = exc.data
    if isinstance(data, dict):
        text = str(data.get("message", ""))
        errors = data.get("errors")
        if isinstance(errors, list):
            text += " " + " ".join(str(e.get("message", e)) if isinstance(e, dict) else str(e) for e in errors)
        return text.strip()
    return str(data or exc)


def _translate(exc: GithubException) -> GitHubError:
    message = f"GitHub API answered {exc.status}: {_message(exc)}"
    if exc.status == 400 and "not accessible by integration" in _message(exc).lower():
        return WriteForbidden(message, exc.status)  # GraphQL's answer to a read-only token
    if exc.status == 403 and not _rate_limited(exc, {k.lower(): v for k, v in (exc.headers or {}).items()}):
        return WriteForbidden(message, exc.status)
    if exc.status == 422 and "too long" in _message(exc).lower():
        return BodyTooLong(message, exc.status)
    return GitHubError(message, exc.status)


_HINTS = ("Connection refused", "timed out", "Name or service not known", "Temporary failure in name resolution")


def _transport(exc: BaseException) -> str:
    """The innermost reason (``Connection refused``, ``Read timed out``), not urllib3's whole chain."""
    text = str(exc)
    for hint in _HINTS:
        if hint in text:
            return f"{type(exc).__name__} ({hint})"
    return f"{type(exc).__name__}: {text[:200]}"


def _login(comment: IssueComment) -> str:
    return (comment.user.login if comment.user else "").removesuffix("[bot]")


def _login_of(item: dict[str, Any]) -> str:
    user = item.get("user") or {}
    return str(user.get("login") or "").removesuffix("[bot]")


def _review_comment(c: dict[str, Any]) -> ReviewCommentRef:
    return ReviewCommentRef(
        id=int(c["id"]),
        body=c.get("body") or "",
        author=_login_of(c),
        path=c.get("path") or "",
        line=c.get("line"),
        in_reply_to=c.get("in_reply_to_id"),
        node_id=c.get("node_id") or "",
    )


_NEXT = re.compile(r'<([^>]+)>;\s*rel="next"')


def _next_page(link: str) -> str | None:
    """The ``rel="next"`` address of a ``Link`` header, if any."""
    match = _NEXT.search(link)
    return match[1] if match else None


def sticky_of(comments: list[IssueComment], marker: str, viewer: str | None) -> list[IssueComment]:
    """The comments this action wrote: the marker, *and* the author.

    The author is the token's identity when GraphQL told it; otherwise the author of the oldest
    comment that *starts* with the marker (skillgrade writes it on the first line; a person quoting
    it does not), a bot's before a person's, and ``github-actions`` when there is none yet.
    """
    marked = [c for c in comments if marker in (c.body or "")]
    if viewer:
        author = viewer.removesuffix("[bot]")
    else:
        ours = [c for c in marked if (c.body or "").startswith(marker)]
        bots = [c for c in ours if c.user is not None and c.user.type == "Bot"]  # an app or Actions, before a person
        author = _login((bots or ours)[0]) if ours else DEFAULT_AUTHOR
    return [c for c in marked if _login(c) == author]


def _short(text: str, limit: int = 140) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
