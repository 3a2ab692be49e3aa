"""A GitHub REST API on 127.0.0.1, just big enough for the action: real sockets, real PyGithub.

It implements issue comments (list with pagination, create, edit, delete), commit statuses,
check runs, pull-request reviews and review comments (see below) and the GraphQL ``viewer``,
``reviewThreads`` and ``resolveReviewThread`` operations, with GitHub's own limits
(65,536-character bodies, 140-character status descriptions).

Reviews need a pull request opened with :meth:`FakeGitHub.open_pull` on a real repository: the
fake computes the pull request's diff as GitHub does (merge base → head, three lines of context)
and answers a review comment outside it with GitHub's 422 ("Pull request review thread line must
be part of the diff"), a ``start_line`` in another hunk or not before ``line`` likewise, and a
path the diff does not touch with "Path could not be resolved". A review is created whole or not
at all. Dismissing a review that does not request changes (or approve) is a 422, as on GitHub.

It records every request, stores comments and statuses, and answers from a fault script first:
403 for a read-only token, 422, 5xx, rate limits, a body that is not JSON (a string body is sent
as HTML); ``delay`` makes every answer late (timeouts).
"""

from __future__ import annotations

import contextlib
import json
import re
import subprocess
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Protocol

BOT = {"login": "github-actions[bot]", "type": "Bot", "id": 41898282}
HUMAN = {"login": "octocat", "type": "User", "id": 1}
READ_ONLY = {"message": "Resource not accessible by integration", "documentation_url": "https://docs.github.com/rest"}


@dataclass
class Request:
    method: str
    path: str
    query: str
    headers: dict[str, str]
    body: Any


@dataclass
class Fault:
    method: str
    pattern: re.Pattern[str]
    status: int
    body: dict[str, Any] | str
    headers: dict[str, str]
    times: int


class PullSource(Protocol):
    """A real repository and the pull request's two ends (read at each request: the head moves)."""

    root: Path
    base: str
    head: str


@dataclass
class State:
    comments: dict[int, dict[str, Any]] = field(default_factory=dict)
    statuses: list[dict[str, Any]] = field(default_factory=list)
    check_runs: list[dict[str, Any]] = field(default_factory=list)
    pulls: dict[int, PullSource] = field(default_factory=dict)
    reviews: dict[int, dict[str, Any]] = field(default_factory=dict)
    review_comments: dict[int, dict[str, Any]] = field(default_factory=dict)
    resolved: set[int] = field(default_factory=set)
    """Top-level review comments whose thread is resolved."""
    next_id: int = 1000
    viewer: str = "github-actions"
    read_only: bool = False


class FakeGitHub:
    def __init__(self, owner: str = "acme", repo: str = "skills") -> None:
        self.full_name = f"{owner}/{repo}"
        self.state = State()
        self.requests: list[Request] = []
        self.faults: list[Fault] = []
        self.delay = 0.0
        """Seconds to wait before each answer."""
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(self))
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.02,), daemon=True)

    @property
    def root(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    @property
    def api_url(self) -> str:
        return f"{self.root}/api/v3"

    def start(self) -> FakeGitHub:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    # ------------------------------------------------------------------------------------------
    # Scripting and inspection

    def fail(
        self,
        method: str,
        pattern: str,
        status: int,
        body: dict[str, Any] | str | None = None,
        headers: dict[str, str] | None = None,
        times: int = 1,
    ) -> None:
        self.faults.append(
            Fault(method, re.compile(pattern), status, body or {"message": "boom"}, headers or {}, times)
        )

    def add_comment(self, body: str, user: dict[str, Any] = BOT, number: int = 7) -> int:
        return self._create_comment(number, body, user)["id"]

    def open_pull(self, source: PullSource, number: int = 7) -> None:
        self.state.pulls[number] = source

    def reply(self, comment_id: int, body: str, user: dict[str, Any] = HUMAN) -> int:
        """A person answers a review comment (a reply in its thread)."""
        parent = self.state.review_comments[comment_id]
        reply = self._new_review_comment(parent["_number"], None, {**parent, "body": body}, user)
        reply["in_reply_to_id"] = comment_id
        return int(reply["id"])

    def writes(self) -> list[Request]:
        return [r for r in self.requests if r.method in ("POST", "PATCH", "PUT", "DELETE") and "graphql" not in r.path]

    def review_comments(self, number: int = 7) -> list[dict[str, Any]]:
        return sorted((c for c in self.state.review_comments.values() if c["_number"] == number), key=lambda c: c["id"])

    def reviews(self, number: int = 7) -> list[dict[str, Any]]:
        return sorted((r for r in self.state.reviews.values() if r["_number"] == number), key=lambda r: r["id"])

    def comments(self, number: int = 7) -> list[dict[str, Any]]:
        return sorted((c for c in self.state.comments.values() if c["_number"] == number), key=lambda c: c["id"])

    # ------------------------------------------------------------------------------------------
    # Behaviour

    def _create_comment(self, number: int, body: str, user: dict[str, Any]) -> dict[str, Any]:
        self.state.next_id += 1
        cid = self.state.next_id
        base = f"{self.api_url}/repos/{self.full_name}"
        comment = {
            "id": cid,
            "node_id": f"IC_{cid}",
            "body": body,
            "user": dict(user),
            "url": f"{base}/issues/comments/{cid}",
            "html_url": f"https://github.com/{self.full_name}/pull/{number}#issuecomment-{cid}",
            "issue_url": f"{base}/issues/{number}",
            "created_at": "2026-01-01T00:00:00Z",
            "updated_at": "2026-01-01T00:00:00Z",
            "_number": number,
        }
        self.state.comments[cid] = comment
        return comment

    def handle(self, request: Request) -> tuple[int, Any, dict[str, str]]:
        with self._lock:
            self.requests.append(request)
            for fault in self.faults:
                if fault.times > 0 and fault.method == request.method and fault.pattern.search(request.path):
                    fault.times -= 1
                    return fault.status, fault.body, fault.headers
            return self._route(request)

    def _route(self, r: Request) -> tuple[int, Any, dict[str, str]]:
        repo = f"/api/v3/repos/{self.full_name}"
        if r.method == "POST" and r.path == "/api/graphql":
            return self._graphql(r.body or {})
        if r.method != "GET" and self.state.read_only:
            return 403, READ_ONLY, {}
        if answer := self._route_pulls(r, repo):
            return answer
        if match := re.fullmatch(rf"{repo}/issues/(\d+)/comments", r.path):
            number = int(match[1])
            if r.method == "GET":
                return self._list(number, r.query)
            if r.method == "POST":
                return self._post_comment(number, r.body)
        if match := re.fullmatch(rf"{repo}/issues/comments/(\d+)", r.path):
            return self._one_comment(int(match[1]), r)
        if r.method == "POST" and (match := re.fullmatch(rf"{repo}/statuses/([0-9a-f]+)", r.path)):
            return self._status(match[1], r.body)
        if r.method == "POST" and r.path == f"{repo}/check-runs":
            self.state.check_runs.append(r.body)
            return 201, {"id": len(self.state.check_runs), **r.body}, {}
        return 404, {"message": "Not Found"}, {}

    def _list(self, number: int, query: str) -> tuple[int, Any, dict[str, str]]:
        path = f"/api/v3/repos/{self.full_name}/issues/{number}/comments"
        return self._page([_public(c) for c in self.comments(number)], query, path)

    def _post_comment(self, number: int, body: Any) -> tuple[int, Any, dict[str, str]]:
        text = body.get("body", "")
        if len(text) > 65_536:
            return 422, _too_long(), {}
        return 201, _public(self._create_comment(number, text, BOT)), {}

    def _one_comment(self, cid: int, r: Request) -> tuple[int, Any, dict[str, str]]:
        comment = self.state.comments.get(cid)
        if comment is None:
            return 404, {"message": "Not Found"}, {}
        if r.method == "PATCH":
            if len(r.body.get("body", "")) > 65_536:
                return 422, _too_long(), {}
            comment["body"] = r.body["body"]
            return 200, _public(comment), {}
        if r.method == "DELETE":
            del self.state.comments[cid]
            return 204, None, {}
        return 200, _public(comment), {}

    def _status(self, sha: str, body: Any) -> tuple[int, Any, dict[str, str]]:
        if len(body.get("description", "")) > 140:
            return 422, {"message": "Validation Failed", "errors": [{"message": "description is too long"}]}, {}
        status = {"id": len(self.state.statuses) + 1, "sha": sha, **body}
        self.state.statuses.append(status)
        return 201, status, {}

    # ------------------------------------------------------------------------------------------
    # Pull requests: reviews and review comments

    def _route_pulls(self, r: Request, repo: str) -> tuple[int, Any, dict[str, str]] | None:
        if match := re.fullmatch(rf"{repo}/pulls/comments/(\d+)", r.path):
            comment = self.state.review_comments.get(int(match[1]))
            if comment is None:
                return 404, {"message": "Not Found"}, {}
            if r.method == "DELETE":
                del self.state.review_comments[comment["id"]]
                return 204, None, {}
            return 200, _public(comment), {}
        match = re.fullmatch(rf"{repo}/pulls/(\d+)(/.*)?", r.path)
        if match is None:
            return None
        number, rest = int(match[1]), match[2] or ""
        source = self.state.pulls.get(number)
        if source is None:
            return 404, {"message": "Not Found"}, {}
        if rest == "" and r.method == "GET":
            return 200, self._pull(number, source), {}
        if rest == "/comments" and r.method == "GET":
            return self._page(
                [_public(c) for c in self.review_comments(number)], r.query, f"{repo}/pulls/{number}/comments"
            )
        if rest == "/reviews" and r.method == "GET":
            return self._page([_public(x) for x in self.reviews(number)], r.query, f"{repo}/pulls/{number}/reviews")
        if rest == "/reviews" and r.method == "POST":
            return self._create_review(number, source, r.body or {})
        if (found := re.fullmatch(r"/reviews/(\d+)/dismissals", rest)) and r.method == "PUT":
            return self._dismiss(int(found[1]), r.body or {})
        return 404, {"message": "Not Found"}, {}

    def _page(self, items: list[dict[str, Any]], query: str, path: str) -> tuple[int, Any, dict[str, str]]:
        params = dict(p.split("=", 1) for p in query.split("&") if "=" in p)
        per_page, page = int(params.get("per_page", 30)), int(params.get("page", 1))
        headers = {}
        if page * per_page < len(items):
            headers["Link"] = f'<{self.root}{path}?per_page={per_page}&page={page + 1}>; rel="next"'
        return 200, items[(page - 1) * per_page : page * per_page], headers

    def _pull(self, number: int, source: PullSource) -> dict[str, Any]:
        url = f"{self.api_url}/repos/{self.full_name}/pulls/{number}"
        return {
            "url": url,
            "id": 5000 + number,
            "number": number,
            "state": "open",
            "html_url": f"https://github.com/{self.full_name}/pull/{number}",
            "user": dict(HUMAN),
            "head": {"sha": source.head, "ref": "feature"},
            "base": {"sha": source.base, "ref": "main"},
        }

    def _create_review(self, number: int, source: PullSource, body: dict[str, Any]) -> tuple[int, Any, dict[str, str]]:
        event = body.get("event")
        text = body.get("body") or ""
        comments = body.get("comments") or []
        if event not in ("COMMENT", "REQUEST_CHANGES", "APPROVE"):
            return 422, _unprocessable("Unprocessable Entity", "event must be COMMENT, REQUEST_CHANGES or APPROVE"), {}
        if event == "REQUEST_CHANGES" and not text:
            return 422, _unprocessable("Unprocessable Entity", "Review body is required"), {}
        if event == "COMMENT" and not text and not comments:
            return 422, _unprocessable("Unprocessable Entity", "Review body or comments are required"), {}
        if len(text) > 65_536 or any(len(c.get("body", "")) > 65_536 for c in comments):
            return 422, _too_long(), {}
        hunks = _right_hunks(source)
        for comment in comments:
            problems = _placement_problems(comment, hunks)
            if problems:
                return 422, _unprocessable("Unprocessable Entity", ", ".join(problems)), {}
        self.state.next_id += 1
        rid = self.state.next_id
        url = f"{self.api_url}/repos/{self.full_name}/pulls/{number}"
        review = {
            "id": rid,
            "node_id": f"PRR_{rid}",
            "user": dict(BOT),
            "body": text,
            "state": {"COMMENT": "COMMENTED", "REQUEST_CHANGES": "CHANGES_REQUESTED", "APPROVE": "APPROVED"}[event],
            "html_url": f"https://github.com/{self.full_name}/pull/{number}#pullrequestreview-{rid}",
            "pull_request_url": url,
            "commit_id": body.get("commit_id") or source.head,
            "submitted_at": "2026-01-01T00:00:00Z",
            "_number": number,
        }
        self.state.reviews[rid] = review
        for comment in comments:
            self._new_review_comment(number, rid, {**comment, "commit_id": review["commit_id"]}, BOT)
        return 200, _public(review), {}

    def _new_review_comment(
        self, number: int, review_id: int | None, spec: dict[str, Any], user: dict[str, Any]
    ) -> dict[str, Any]:
        self.state.next_id += 1
        cid = self.state.next_id
        base = f"{self.api_url}/repos/{self.full_name}/pulls"
        comment = {
            "id": cid,
            "node_id": f"PRRC_{cid}",
            "pull_request_review_id": review_id,
            "path": spec["path"],
            "line": spec.get("line"),
            "original_line": spec.get("line"),
            "side": spec.get("side", "RIGHT"),
            "start_line": spec.get("start_line"),
            "original_start_line": spec.get("start_line"),
            "start_side": spec.get("start_side"),
            "commit_id": spec.get("commit_id", ""),
            "original_commit_id": spec.get("commit_id", ""),
            "diff_hunk": "@@",
            "subject_type": "line",
            "body": spec.get("body", ""),
            "user": dict(user),
            "url": f"{base}/comments/{cid}",
            "html_url": f"https://github.com/{self.full_name}/pull/{number}#discussion_r{cid}",
            "pull_request_url": f"{base}/{number}",
            "created_at": "2026-01-01T00:00:00Z",
            "updated_at": "2026-01-01T00:00:00Z",
            "author_association": "NONE",
            "_number": number,
        }
        self.state.review_comments[cid] = comment
        return comment

    def _dismiss(self, rid: int, body: dict[str, Any]) -> tuple[int, Any, dict[str, str]]:
        review = self.state.reviews.get(rid)
        if review is None:
            return 404, {"message": "Not Found"}, {}
        if review["state"] not in ("CHANGES_REQUESTED", "APPROVED"):
            return 422, _unprocessable("Unprocessable Entity", "Can not dismiss a commented pull request review"), {}
        if not body.get("message"):
            return 422, _unprocessable("Unprocessable Entity", "message is required"), {}
        review["state"] = "DISMISSED"
        return 200, _public(review), {}

    def _graphql(self, body: dict[str, Any]) -> tuple[int, Any, dict[str, str]]:
        query, variables = body.get("query", ""), body.get("variables") or {}
        if "resolveReviewThread" in query:
            if self.state.read_only:
                error = {"type": "FORBIDDEN", "path": ["resolveReviewThread"], "message": READ_ONLY["message"]}
                return 200, {"data": {"resolveReviewThread": None}, "errors": [error]}, {}
            cid = int(str(variables.get("thread", "")).removeprefix("PRRT_") or 0)
            if cid not in self.state.review_comments:
                error = {"type": "NOT_FOUND", "path": ["resolveReviewThread"], "message": "Could not resolve to a node"}
                return 200, {"data": {"resolveReviewThread": None}, "errors": [error]}, {}
            self.state.resolved.add(cid)
            return 200, {"data": {"resolveReviewThread": {"thread": {"id": f"PRRT_{cid}", "isResolved": True}}}}, {}
        if "reviewThreads" in query:
            number = int(variables.get("number", 0))
            threads = [
                {
                    "id": f"PRRT_{c['id']}",
                    "isResolved": c["id"] in self.state.resolved,
                    "comments": {"nodes": [{"databaseId": c["id"]}]},
                }
                for c in self.review_comments(number)
                if c.get("in_reply_to_id") is None
            ]
            page = {"pageInfo": {"hasNextPage": False, "endCursor": None}, "nodes": threads}
            return 200, {"data": {"repository": {"pullRequest": {"reviewThreads": page}}}}, {}
        return 200, {"data": {"viewer": {"login": self.state.viewer}}}, {}


def _right_hunks(source: PullSource) -> dict[str, list[range]]:
    """The RIGHT side of the pull request's diff as GitHub shows it: merge base → head, 3 lines of context."""
    root = str(source.root)
    base = subprocess.run(
        ["git", "-C", root, "merge-base", source.base, source.head], capture_output=True, text=True, check=True
    ).stdout.strip()
    out = subprocess.run(
        ["git", "-C", root, "-c", "core.quotePath=false", "diff", "-U3", "-M", "--no-color", base, source.head],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    found: dict[str, list[range]] = {}
    current: list[range] | None = None
    for line in out.splitlines():
        if line.startswith("+++ "):
            current = found.setdefault(line[6:], []) if line.startswith("+++ b/") else None
        elif line.startswith("@@") and current is not None:
            match = re.match(r"@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@", line)
            if match:
                start, count = int(match[1]), 1 if match[2] is None else int(match[2])
                current.append(range(start, start + count))
    return found


def _placement_problems(comment: dict[str, Any], hunks: dict[str, list[range]]) -> list[str]:
    path, line, start = comment.get("path"), comment.get("line"), comment.get("start_line")
    if path not in hunks:
        return ["Path could not be resolved"]
    if comment.get("side", "RIGHT") != "RIGHT" or not isinstance(line, int):
        return ["Pull request review thread line must be part of the diff"]
    hunk = next((h for h in hunks[path] if line in h), None)
    problems = []
    if hunk is None:
        problems += [
            "Pull request review thread line must be part of the diff",
            "Pull request review thread diff hunk can't be blank",
        ]
    if start is not None:
        if not isinstance(start, int) or start >= line:
            problems.append("Pull request review thread start line must precede the end line.")
        elif hunk is None or start not in hunk:
            problems.append("Pull request review thread start line must be part of the same hunk as the line.")
    return problems


def _unprocessable(message: str, error: str) -> dict[str, Any]:
    return {
        "message": message,
        "errors": [error],
        "documentation_url": "https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request",
        "status": "422",
    }


def _public(comment: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in comment.items() if not k.startswith("_")}


def _too_long() -> dict[str, Any]:
    return {
        "message": "Validation Failed",
        "errors": [
            {"resource": "IssueComment", "code": "unprocessable", "field": "data", "message": "Body is too long"}
        ],
    }


def _handler(fake: FakeGitHub) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def _serve(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length) if length else b""
            path, _, query = self.path.partition("?")
            request = Request(
                self.command,
                path,
                query,
                {k.lower(): v for k, v in self.headers.items()},
                json.loads(raw) if raw else None,
            )
            status, body, headers = fake.handle(request)
            if fake.delay:
                time.sleep(fake.delay)
            html = isinstance(body, str)
            data = b"" if body is None else body.encode() if html else json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "text/html" if html else "application/json; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            for name, value in headers.items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(data)

        def _serve_or_hang_up(self) -> None:
            with contextlib.suppress(BrokenPipeError, ConnectionResetError):  # a client that gave up waiting
                self._serve()

        do_GET = do_POST = do_PATCH = do_PUT = do_DELETE = _serve_or_hang_up

        def log_message(self, format: str, *args: Any) -> None:
            pass

    return Handler
