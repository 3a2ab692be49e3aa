"""A GitHub REST API on 127.0.0.1, just big enough for the action: real sockets, real PyGithub.

It implements issue comments (list with pagination, create, edit, delete), commit statuses,
check runs and the GraphQL ``viewer`` query, with GitHub's own limits (65,536-character bodies,
140-character status descriptions). It records every request, stores comments and statuses, and
answers from a fault script first: 403 for a read-only token, 422, 5xx, rate limits, a body that
is not JSON (a string body is sent as HTML); ``delay`` makes every answer late (timeouts).
"""

from __future__ import annotations

import contextlib
import json
import re
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

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


@dataclass
class State:
    comments: dict[int, dict[str, Any]] = field(default_factory=dict)
    statuses: list[dict[str, Any]] = field(default_factory=list)
    check_runs: list[dict[str, Any]] = field(default_factory=list)
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

    def writes(self) -> list[Request]:
        return [r for r in self.requests if r.method in ("POST", "PATCH", "DELETE") and "graphql" not in r.path]

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
            return 200, {"data": {"viewer": {"login": self.state.viewer}}}, {}
        if r.method != "GET" and self.state.read_only:
            return 403, READ_ONLY, {}
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
        params = dict(p.split("=", 1) for p in query.split("&") if "=" in p)
        per_page, page = int(params.get("per_page", 30)), int(params.get("page", 1))
        items = [_public(c) for c in self.comments(number)]
        chunk = items[(page - 1) * per_page : page * per_page]
        headers = {}
        if page * per_page < len(items):
            url = f"{self.api_url}/repos/{self.full_name}/issues/{number}/comments?per_page={per_page}&page={page + 1}"
            headers["Link"] = f'<{url}>; rel="next"'
        return 200, chunk, headers

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

        do_GET = do_POST = do_PATCH = do_DELETE = _serve_or_hang_up

        def log_message(self, format: str, *args: Any) -> None:
            pass

    return Handler
