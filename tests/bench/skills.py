"""Executable test skills: eval-skills style ``skill.json`` folders the tests write and run."""

from __future__ import annotations

import json
import math
import shlex
import sys
import textwrap
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

KNOWLEDGE = {
    "python": "Guido van Rossum created Python in 1991.",
    "typescript": "TypeScript was developed by Microsoft.",
    "planet": "Jupiter is the largest planet.",
    "light": "About 299,792 km/s.",
    "gold": "The chemical symbol for gold is Au.",
    "origin of species": "Charles Darwin wrote it in 1859.",
    "australia": "Canberra is the capital of Australia.",
    "linux": "Linus Torvalds created the Linux kernel in 1991.",
}


def solve(params: dict[str, Any]) -> Any:
    """The right answer to every coding-easy and web-search-basic task."""
    operation = params.get("operation")
    text = str(params.get("input", ""))
    if operation == "calculate":
        return {"result": str(eval(params["expression"], {"__builtins__": {}}))}
    if operation == "factorial":
        return {"result": str(math.factorial(int(params["n"])))}
    if operation == "reverse":
        return {"result": text[::-1]}
    if operation == "is_palindrome":
        return {"result": "true" if text == text[::-1] else "false"}
    if operation == "length":
        return {"result": str(len(text))}
    if operation == "uppercase":
        return {"result": text.upper()}
    if "query" in params:
        query = str(params["query"]).lower()
        for key, answer in KNOWLEDGE.items():
            if key in query:
                return {"result": answer, "source": "test-knowledge-base"}
        return {"result": "no idea", "source": "none"}
    if "echo" in params:
        return params["echo"]
    return {"result": "unknown operation"}


SCRIPT = """\
import json, math, os, sys, time
from typing import Any
MODE = {mode!r}
request = json.loads(sys.stdin.readline())
params = request["params"]
with open("calls.log", "a") as log:
    log.write(json.dumps(params) + "\\n")
{solve}
if MODE == "hang" or params.get("hang"):
    with open("pid.txt", "w") as handle:
        handle.write(str(os.getpid()))
    time.sleep(600)
if MODE == "crash":
    sys.stderr.write("Traceback: boom\\n")
    sys.exit(3)
if MODE == "garbage":
    print("this is not json {{ at all")
    print("{{not: json}}")
    sys.exit(0)
if MODE == "rpc-error":
    print(json.dumps({{"jsonrpc": "2.0", "error": {{"code": -32000, "message": "cannot do that"}}, "id": 1}}))
    sys.exit(0)
print("log: starting")
print(json.dumps({{"jsonrpc": "2.0", "result": solve(params), "id": request["id"]}}))
"""


def write_rpc_skill(parent: Path, name: str = "calculator", mode: str = "ok") -> Path:
    import inspect

    folder = parent / name
    folder.mkdir(parents=True, exist_ok=True)
    source = "KNOWLEDGE = " + repr(KNOWLEDGE) + "\n" + textwrap.dedent(inspect.getsource(solve))
    (folder / "skill.py").write_text(SCRIPT.format(mode=mode, solve=source), encoding="utf-8")
    manifest = {
        "id": name,
        "name": name,
        "version": "1.0.0",
        "description": "Solves arithmetic and string tasks. Use when a test needs a calculator.",
        "adapterType": "subprocess",
        "entrypoint": f"{shlex.quote(sys.executable)} skill.py",
    }
    (folder / "skill.json").write_text(json.dumps(manifest), encoding="utf-8")
    return folder


def write_http_skill(parent: Path, url: str, name: str = "web-search") -> Path:
    folder = parent / name
    folder.mkdir(parents=True, exist_ok=True)
    manifest = {"id": name, "version": "2.0.0", "adapterType": "http", "entrypoint": url}
    (folder / "skill.json").write_text(json.dumps(manifest), encoding="utf-8")
    return folder


@contextmanager
def http_skill_server(requests: list[dict[str, Any]] | None = None) -> Iterator[str]:
    """A loopback HTTP skill: answers ``{"input": …}`` with :func:`solve`; ``status`` in the input forces an error."""
    seen = requests if requests is not None else []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers.get("content-length") or 0)))
            seen.append({"body": body, "version": self.headers.get("X-Eval-Skills-Version")})
            params = body["input"]
            status = int(params.get("status", 200))
            data = json.dumps(solve(params) if status == 200 else {"error": "server trouble"}).encode()
            if params.get("sleep"):
                import time

                time.sleep(float(params["sleep"]))
            self.send_response(status)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, args=(0.01,), daemon=True)
    thread.start()
    try:
        host, port = server.server_address[:2]
        yield f"http://{host}:{port}/invoke"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def benchmark(tasks: list[dict[str, Any]], **fields: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": "test-bench",
        "name": "Test benchmark",
        "version": "1.0.0",
        "domain": "testing",
        "scoringMethod": "mean",
        "tasks": tasks,
    }
    data.update(fields)
    return data


def exact_task(task_id: str, input_data: dict[str, Any], value: str, **extra: Any) -> dict[str, Any]:
    return {
        "id": task_id,
        "description": f"task {task_id}",
        "inputData": input_data,
        "expectedOutput": {"type": "exact", "value": value},
        "evaluator": {"type": "exact"},
        **extra,
    }


def write_benchmark(path: Path, data: dict[str, Any]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path
