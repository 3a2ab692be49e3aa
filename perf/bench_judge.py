"""Benchmark of the LLM judge path: ``skillgrade score --depth standard`` against a loopback model.

Not a test. Run it from the repository's venv::

    python perf/bench_judge.py [--skills 20] [--delay 0.5] [--concurrency 8] [--sweep 4,16] [--judges 3]
                               [--runs 1] [--http10] [--profile]

It starts its own OpenAI-compatible server on 127.0.0.1 that answers every call after a fixed delay
(a stand-in for the model's latency) with a valid answer of the right kind, grading or routing, and
records when each call arrived and was answered. It writes a deterministic corpus (bench_quick's
generator), then runs whole ``skillgrade`` processes with a fresh ``--cache-dir``:

1. cold, ``--concurrency C``: wall time against 1.3 × (calls ÷ C × delay), calls ≤ 2 per judge pass;
2. the same command again, warm cache: no call, wall ≤ 1 s;
3. cold with ``--judges 3`` (``--judges 0`` skips it), same formula;

and, cold, each concurrency of ``--sweep``. The server's timestamps split each run into start-up
(process start to first call), the calls, and the tail (last answer to exit); a simulation of the
concurrency limit (fair FIFO, and the order skillgrade's limiter gives today) says how long the
calls alone would take. It prints a table against the goals, where a missed goal's time went, and
writes the figures to ``perf/out/judge.json``. ``--profile`` adds ``-X importtime`` and cProfile
breakdowns of the warm run.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from bench_quick import bytecode_env, write_corpus  # noqa: E402

OUT = HERE / "out" / "judge.json"
SEED = 20261121
MODEL = "bench-judge"
GOALS = {"cold_factor": 1.3, "warm_s": 1.0, "calls_per_pass": 2}
JUDGE_MODULES = (
    "skillgrade.cli.main",
    "skillgrade.layers.judge.stage",
    "skillgrade.llm.client",
    "jsonschema",
    "skillgrade.layers.judge.merge",
    "skillgrade.scoring.agreement",
)

# --- the model server ---------------------------------------------------------------------------

SHOULD = [
    "Clean up these {topic} before I open the pull request",
    "Our CI check on the {topic} fails, can you fix it?",
    "Standardise the {topic} in this folder",
    "Review the {topic} I just pasted and flag anything risky",
    "Summarise what changed in the {topic} for the release notes",
]
SHOULD_NOT = [
    "Book a meeting room for Thursday afternoon",
    "Translate this paragraph into Portuguese",
    "What is the capital of Australia?",
    "Write a haiku about autumn leaves",
    "Plot last quarter's revenue by region",
]
_TOPIC = re.compile(r"^# (.+)$", re.MULTILINE)
_NUMBERED = re.compile(r"^(\d+)\. (.*)$", re.MULTILINE)


@dataclass
class Call:
    kind: str
    """grading, routing or other."""
    arrived: float
    answered: float = 0.0
    connection: int = 0


def _digest(text: str) -> int:
    return int.from_bytes(hashlib.sha256(text.encode("utf-8", "surrogatepass")).digest()[:8], "big")


def grading_answer(user: str) -> dict[str, Any]:
    """Scores and trigger prompts that depend only on the skill's text (so reruns agree)."""
    seed = _digest(user)
    found = _TOPIC.search(user)
    topic = found.group(1).strip().lower() if found else "files"

    def dimension(shift: int, why: str) -> dict[str, Any]:
        return {"reasoning": why, "score": 1 + (seed >> shift) % 5}

    return {
        "orchestration_fitness": dimension(0, "States its inputs and the output format; one step is vague."),
        "output_quality": dimension(8, "Concrete steps and a worked example; the table lacks defaults."),
        "scope_calibration": dimension(16, "One clear job, though the description is broad."),
        "trigger_prompts": {
            "should_trigger": [p.format(topic=topic) for p in SHOULD],
            "should_not_trigger": SHOULD_NOT,
        },
    }


def routing_answer(user: str) -> dict[str, Any]:
    """Decides every numbered request: right for the in-scope ones, except one in seven by hash."""
    decisions = []
    for number, text in _NUMBERED.findall(user):
        fits = text.strip() not in SHOULD_NOT
        fits = fits if _digest(text) % 7 else not fits
        decisions.append({"id": int(number), "reasoning": "In scope." if fits else "Unrelated.", "use_skill": fits})
    return {"decisions": decisions}


def openai_reply(answer: dict[str, Any], prompt_chars: int) -> bytes:
    content = json.dumps(answer)
    usage = {"prompt_tokens": prompt_chars // 4, "completion_tokens": len(content) // 4}
    usage["total_tokens"] = usage["prompt_tokens"] + usage["completion_tokens"]
    return json.dumps(
        {
            "id": "chatcmpl-bench",
            "object": "chat.completion",
            "model": MODEL,
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
            "usage": usage,
        }
    ).encode()


class ModelServer(ThreadingHTTPServer):
    """An OpenAI-compatible chat endpoint on 127.0.0.1: a thread per connection, each answer after ``delay``."""

    daemon_threads = True
    request_queue_size = 256
    """listen() backlog: a burst of connections must not be refused or wait for a SYN retry."""

    def __init__(self, delay: float, keep_alive: bool = True) -> None:
        self.delay = delay
        self.calls: list[Call] = []
        self.connections = 0
        self.in_flight = 0
        self.max_in_flight = 0
        self.lock = threading.Lock()
        handler = type("Handler", (_Handler,), {"protocol_version": "HTTP/1.1" if keep_alive else "HTTP/1.0"})
        super().__init__(("127.0.0.1", 0), handler)
        self.thread = threading.Thread(target=self.serve_forever, args=(0.05,), name="model-server", daemon=True)

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}"

    def __enter__(self) -> ModelServer:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.shutdown()
        self.server_close()
        self.thread.join(timeout=5)

    def reset(self) -> None:
        with self.lock:
            self.calls, self.connections, self.max_in_flight = [], 0, self.in_flight


class _Handler(BaseHTTPRequestHandler):
    server: ModelServer
    disable_nagle_algorithm = True
    """No 40 ms Nagle/delayed-ACK stalls on kept-alive connections."""

    def setup(self) -> None:
        super().setup()
        with self.server.lock:
            self.server.connections += 1
            self.connection_id = self.server.connections

    def do_POST(self) -> None:
        arrived = time.perf_counter()
        raw = self.rfile.read(int(self.headers.get("content-length") or 0))
        if not self.path.endswith("/chat/completions"):
            self._send(404, b'{"error": {"message": "no such route", "type": "invalid_request_error"}}')
            return
        body = json.loads(raw)
        system, user = body["messages"][0]["content"], body["messages"][-1]["content"]
        kind = "grading" if "grader of agent skills" in system else "routing" if "skill router" in system else "other"
        call = Call(kind, arrived, connection=self.connection_id)
        server = self.server
        with server.lock:
            server.calls.append(call)
            server.in_flight += 1
            server.max_in_flight = max(server.max_in_flight, server.in_flight)
        try:
            answer = grading_answer(user) if kind == "grading" else routing_answer(user)
            data = openai_reply(answer, len(system) + len(user))
            time.sleep(max(0.0, server.delay - (time.perf_counter() - arrived)))
        finally:
            with server.lock:
                server.in_flight -= 1
        call.answered = time.perf_counter()
        self._send(200, data)

    def _send(self, status: int, data: bytes) -> None:
        head = f"HTTP/1.1 {status} {'OK' if status == 200 else 'Not Found'}\r\n"
        head += f"content-type: application/json\r\ncontent-length: {len(data)}\r\n"
        if self.protocol_version == "HTTP/1.0":
            head += "connection: close\r\n"
            self.close_connection = True
        self.wfile.write(head.encode() + b"\r\n" + data)  # one write: headers and body in one segment

    def log_message(self, format: str, *args: Any) -> None:
        pass


# --- scheduling model ---------------------------------------------------------------------------


def limiter_span(passes: int, concurrency: int, delay: float, *, fair: bool, calls_per_pass: int = 2) -> float:
    """Seconds the calls of ``passes`` judge passes take under a limit of ``concurrency`` calls in
    flight, when every call takes ``delay`` and nothing else takes time.

    Every pass queues its first call at once, in order. ``fair``: an answered pass queues its next
    call at the back (a FIFO limiter). Otherwise the next call takes the slot its predecessor just
    freed, ahead of the calls already waiting (what skillgrade's limiter does today: the releasing
    task runs on and re-enters ``slot()`` before the waiter it woke is scheduled).
    """
    queue = deque((p, 0) for p in range(passes))
    waves = 0
    while queue:
        wave = [queue.popleft() for _ in range(min(concurrency, len(queue)))]
        waves += 1
        follow = [(p, step + 1) for p, step in wave if step + 1 < calls_per_pass]
        if fair:
            queue.extend(follow)
        else:
            queue.extendleft(reversed(follow))
    return waves * delay


# --- measuring ----------------------------------------------------------------------------------


@dataclass
class Run:
    label: str
    argv: list[str]
    wall_s: float
    returncode: int
    peak_rss_mb: float
    report: dict[str, Any]
    calls: list[Call] = field(default_factory=list)
    connections: int = 0
    max_in_flight: int = 0
    started: float = 0.0


def run_skillgrade(argv: list[str], cwd: Path, server: ModelServer | None, label: str) -> Run:
    if server is not None:
        server.reset()
    with tempfile.TemporaryFile() as stdout:
        started = time.perf_counter()
        proc = subprocess.Popen(argv, cwd=cwd, stdout=stdout, stderr=subprocess.PIPE)
        stderr = proc.stderr.read() if proc.stderr else b""
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - started
        code = os.waitstatus_to_exitcode(status)
        stdout.seek(0)
        text = stdout.read().decode()
    if code not in (0, 1):
        sys.exit(f"{' '.join(argv)} failed with exit {code}:\n{stderr.decode(errors='replace')}")
    report = json.loads(text) if text.strip().startswith("{") else {}
    run = Run(label, argv, wall, code, usage.ru_maxrss / 1024, report, started=started)
    if server is not None:
        with server.lock:
            run.calls, run.connections, run.max_in_flight = list(server.calls), server.connections, server.max_in_flight
    return run


def judge_argv(
    skillgrade: str, url: str, cache: Path, concurrency: int, judges: int, corpus: str = "skills"
) -> list[str]:
    argv = [skillgrade, "score", corpus, "--depth", "standard", "--provider", "openai-compatible"]
    argv += ["--base-url", url, "--model", MODEL, "--concurrency", str(concurrency), "--cache-dir", str(cache)]
    return [*argv, *(["--judges", str(judges)] if judges != 1 else []), "--format", "json"]


def summarise(run: Run, concurrency: int, judges: int, delay: float, cold: bool) -> dict[str, Any]:
    """The figures of one run: wall, calls, per-skill counts, the timeline and the goal."""
    report = run.report
    summary = report.get("summary", {})
    usage = summary.get("usage") or {}
    per_skill = []
    for skill in report.get("skills", []):
        judge = next((layer for layer in skill["layers"] if layer["name"] == "judge"), None)
        if judge and judge.get("usage"):
            per_skill.append(
                (skill["folder"], judge["status"], judge["usage"]["calls"], judge["usage"]["cached_calls"])
            )
    judged = len(per_skill)
    calls = len(run.calls)
    kinds = {k: sum(1 for c in run.calls if c.kind == k) for k in ("grading", "routing", "other")}
    figures: dict[str, Any] = {
        "label": run.label,
        "concurrency": concurrency,
        "judges": judges,
        "wall_s": run.wall_s,
        "exit_code": run.returncode,
        "peak_rss_mb": run.peak_rss_mb,
        "skills": summary.get("skills"),
        "skills_judged": judged,
        "judge_status": {s: sum(1 for p in per_skill if p[1] == s) for s in {p[1] for p in per_skill}},
        "server_calls": calls,
        "server_calls_by_kind": kinds,
        "report_calls": usage.get("calls"),
        "report_cached_calls": usage.get("cached_calls"),
        "max_calls_per_skill": max((p[2] + p[3] for p in per_skill), default=0),
        "max_calls_per_pass": max((p[2] + p[3] for p in per_skill), default=0) / judges,
        "connections": run.connections,
        "max_in_flight": run.max_in_flight,
    }
    if run.calls:
        first = min(c.arrived for c in run.calls)
        last = max(c.answered for c in run.calls)
        busy = sum(c.answered - c.arrived for c in run.calls)
        figures["timeline_s"] = {
            "start_to_first_call": first - run.started,
            "calls": last - first,
            "last_answer_to_exit": run.started + run.wall_s - last,
        }
        figures["slot_utilisation"] = busy / ((last - first) * concurrency) if last > first else None
        figures["reuse_per_connection"] = calls / max(1, run.connections)
    if cold:
        ideal = calls / concurrency * delay
        passes = judged * judges
        figures["ideal_s"] = ideal
        figures["goal_s"] = GOALS["cold_factor"] * ideal
        figures["fair_limiter_s"] = limiter_span(passes, concurrency, delay, fair=True)
        figures["barging_limiter_s"] = limiter_span(passes, concurrency, delay, fair=False)
        figures["lower_bound_s"] = max(math.ceil(calls / concurrency), 2 if calls else 0) * delay
        figures["met"] = run.wall_s <= figures["goal_s"] and figures["max_calls_per_pass"] <= GOALS["calls_per_pass"]
    else:
        figures["goal_s"] = GOALS["warm_s"]
        figures["met"] = calls == 0 and not usage.get("calls") and run.wall_s <= GOALS["warm_s"]
    return figures


def median_run(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """The run with the median wall time, with every run's wall listed."""
    ordered = sorted(runs, key=lambda r: r["wall_s"])
    chosen = dict(ordered[(len(ordered) - 1) // 2])
    chosen["walls_s"] = [r["wall_s"] for r in runs]
    return chosen


def baseline(skillgrade: str, corpus: Path, runs: int) -> dict[str, float]:
    """What every standard run pays before its first call: python, imports, the static layer."""

    def wall(argv: list[str]) -> float:
        return statistics.median(run_skillgrade(argv, corpus, None, "").wall_s for _ in range(runs))

    return {
        "python_startup_s": wall([sys.executable, "-c", "pass"]),
        "import_cli_s": wall([sys.executable, "-c", "import skillgrade.cli.main"]),
        "import_judge_path_s": wall([sys.executable, "-c", _imports(JUDGE_MODULES[:4])]),
        "import_judge_path_and_merge_s": wall([sys.executable, "-c", _imports(JUDGE_MODULES)]),
        "quick_depth_s": wall([skillgrade, "score", "skills", "--format", "json"]),
    }


def _imports(modules: tuple[str, ...]) -> str:
    return "; ".join(f"import {m}" for m in modules)


def import_breakdown(top: int = 15) -> list[tuple[str, float]]:
    """Import time of the judge path by top-level package (sum of self times, ms), from ``-X importtime``."""
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", _imports(JUDGE_MODULES)], capture_output=True, text=True, check=True
    )
    totals: dict[str, float] = {}
    for line in done.stderr.splitlines():
        if line.startswith("import time:") and "[us]" not in line:
            own, _, name = line.split(":", 1)[1].split("|")
            root = name.strip().split(".")[0]
            totals[root] = totals.get(root, 0.0) + int(own) / 1000
    return sorted(totals.items(), key=lambda item: -item[1])[:top]


def profile_run(argv: list[str], corpus: Path, top: int = 30) -> str:
    """cProfile of one in-process ``skillgrade`` run (``argv`` without the program)."""
    code = (
        "import cProfile, contextlib, io, pstats, sys\n"
        "from skillgrade.cli.main import main\n"
        "profile = cProfile.Profile()\n"
        "with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(SystemExit):\n"
        f"    profile.runcall(main, {argv!r})\n"
        "stats = pstats.Stats(profile, stream=sys.stdout).strip_dirs()\n"
        f"stats.sort_stats('cumulative').print_stats({top})\n"
        f"stats.sort_stats('tottime').print_stats({top})\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=corpus, capture_output=True, text=True)
    return done.stdout + done.stderr[-2000:]


def main() -> int:
    # every scan timed here is a fresh one: findings kept between runs would time the store instead
    os.environ.setdefault("SKILLGRADE_NO_SCAN_CACHE", "1")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skills", type=int, default=20)
    parser.add_argument("--delay", type=float, default=0.5, help="seconds the server takes per call [0.5]")
    parser.add_argument("--concurrency", type=int, default=8, help="--concurrency of the main runs [8]")
    parser.add_argument("--sweep", default="4,16", help="other concurrencies to run cold, comma-separated")
    parser.add_argument("--judges", type=int, default=3, help="--judges of the extra cold run; 0 skips it [3]")
    parser.add_argument("--runs", type=int, default=1, help="repeat each run, keep the median [1]")
    parser.add_argument("--http10", action="store_true", help="close every connection after one answer")
    parser.add_argument("--profile", action="store_true", help="also print -X importtime and cProfile breakdowns")
    args = parser.parse_args()
    skillgrade = shutil.which("skillgrade", path=str(Path(sys.executable).parent)) or shutil.which("skillgrade")
    if skillgrade is None:
        print("skillgrade is not installed in this environment", file=sys.stderr)
        return 2
    sweep = [int(c) for c in args.sweep.split(",") if c.strip() and int(c) != args.concurrency]

    workdir = Path(tempfile.mkdtemp(prefix="skillgrade-bench-judge-"))
    bytecode_env(workdir)
    corpus = workdir / "corpus"
    caches = iter(workdir / f"cache-{i}" for i in range(10_000))
    try:
        skills = write_corpus(corpus, args.skills, SEED)
        problems = sum(1 for _, s in skills if s.problem)
        print(f"corpus: {len(skills)} skills ({problems} with problems); server delay {args.delay * 1000:.0f} ms")
        figures: dict[str, Any] = {
            "python": platform.python_version(),
            "cpus": os.cpu_count(),
            "load_average_before": os.getloadavg()[0],
            "skills": len(skills),
            "delay_s": args.delay,
            "keep_alive": not args.http10,
            "goals": GOALS,
        }
        with ModelServer(args.delay, keep_alive=not args.http10) as server:
            # compile every module the path imports into the bytecode cache and warm the page cache
            run_skillgrade(judge_argv(skillgrade, server.url, next(caches), args.concurrency, 1), corpus, server, "")
            figures["baseline"] = baseline(skillgrade, corpus, max(3, args.runs))

            def cold(concurrency: int, judges: int, label: str) -> tuple[dict[str, Any], Path]:
                runs, cache = [], workdir
                for _ in range(args.runs):
                    cache = next(caches)
                    argv = judge_argv(skillgrade, server.url, cache, concurrency, judges)
                    runs.append(
                        summarise(run_skillgrade(argv, corpus, server, label), concurrency, judges, args.delay, True)
                    )
                return median_run(runs), cache

            figures["cold"], cache = cold(args.concurrency, 1, f"cold, --concurrency {args.concurrency}")
            warm_argv = judge_argv(skillgrade, server.url, cache, args.concurrency, 1)
            warm = [
                summarise(
                    run_skillgrade(warm_argv, corpus, server, "warm cache"), args.concurrency, 1, args.delay, False
                )
                for _ in range(max(3, args.runs))
            ]
            figures["warm"] = median_run(warm)
            if args.judges > 1:
                label = f"cold, --judges {args.judges}"
                figures["cold_judges"], _ = cold(args.concurrency, args.judges, label)
            figures["sweep"] = [cold(c, 1, f"cold, --concurrency {c}")[0] for c in sweep]
            if args.profile:
                figures["profile_warm"] = profile_run(warm_argv[1:], corpus)
        figures["load_average_after"] = os.getloadavg()[0]
        figures["import_breakdown_ms"] = import_breakdown()
        print_table(figures)
        diagnose(figures)
        profile = figures.pop("profile_warm", None)
        OUT.parent.mkdir(parents=True, exist_ok=True)
        OUT.write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
        print(f"\nwrote {OUT.relative_to(HERE.parent)}")
        if args.profile:
            print("\n-X importtime of the judge path, self time summed by top-level package (ms):")
            for name, ms in figures["import_breakdown_ms"]:
                print(f"  {ms:7.1f}  {name}")
            print("\ncProfile of the warm run (in-process, stdout discarded):")
            print(profile)
        runs = [figures["cold"], figures["warm"], *([figures["cold_judges"]] if "cold_judges" in figures else [])]
        return 0 if all(r["met"] for r in runs) else 1
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def print_table(f: dict[str, Any]) -> None:
    base = f["baseline"]
    rows: list[tuple[str, str, str, str]] = [
        ("python -c pass", _ms(base["python_startup_s"]), "", ""),
        ("import skillgrade.cli.main", _ms(base["import_cli_s"]), "", ""),
        ("  + the judge path (httpx, jsonschema…)", _ms(base["import_judge_path_s"]), "", ""),
        ("  + merge's scoring.agreement (scipy.stats)", _ms(base["import_judge_path_and_merge_s"]), "", ""),
        (f"score {f['skills']} skills --depth quick", f"{base['quick_depth_s']:.2f} s", "", ""),
    ]
    main_runs = [f["cold"], f["warm"], *([f["cold_judges"]] if "cold_judges" in f else [])]
    for run in [*main_runs, *f["sweep"]]:
        graded = run in main_runs
        mark = ("ok" if run["met"] else "MISSED") if graded else ("(ok)" if run["met"] else "(over)")
        spread = f" ({min(run['walls_s']):.2f}–{max(run['walls_s']):.2f})" if len(run["walls_s"]) > 1 else ""
        name = run["label"] + ("" if graded else " (sweep)")
        if "ideal_s" in run:
            per_pass = run["max_calls_per_pass"]
            rows += [
                (name, f"{run['wall_s']:.2f} s{spread}", f"≤ {run['goal_s']:.2f} s", mark),
                (
                    "  calls: server / report / per pass (max)",
                    f"{run['server_calls']} / {run['report_calls']} / {per_pass:g}",
                    f"≤ {GOALS['calls_per_pass']} per pass",
                    _verdict(per_pass <= GOALS["calls_per_pass"]),
                ),
                (
                    "  calls÷C×delay / fair / barging limiter",
                    f"{run['ideal_s']:.2f} / {run['fair_limiter_s']:.2f} / {run['barging_limiter_s']:.2f} s",
                    "",
                    "",
                ),
            ]
        else:
            rows += [
                (name, f"{run['wall_s']:.2f} s{spread}", f"≤ {run['goal_s']:.1f} s", mark),
                (
                    "  calls: server / report (cached)",
                    f"{run['server_calls']} / {run['report_calls']} ({run['report_cached_calls']})",
                    "0",
                    _verdict(run["server_calls"] == 0 and run["report_calls"] == 0),
                ),
            ]
        if "timeline_s" in run:
            t = run["timeline_s"]
            times = f"{t['start_to_first_call']:.2f} / {t['calls']:.2f} / {t['last_answer_to_exit']:.2f} s"
            use = f"{run['max_in_flight']} / {run['connections']} / {run['slot_utilisation']:.0%}"
            rows += [
                ("  start→1st call / calls / last answer→exit", times, "", ""),
                ("  in flight (max) / connections / slot use", use, "", ""),
            ]
        if run["skills_judged"] != run["skills"]:
            rows.append(("  skills judged", f"{run['skills_judged']} of {run['skills']}", "", ""))
    width = max(len(r[0]) for r in rows)
    print(f"\n{'measure':<{width}}  {'measured':<30}  {'goal':<14}  verdict")
    for name, value, goal, mark in rows:
        print(f"{name:<{width}}  {value:<30}  {goal:<14}  {mark}")
    load = f"load average {f['load_average_before']:.2f} before, {f['load_average_after']:.2f} after"
    print(f"\n{load}, {f['cpus']} CPUs; connections {'kept alive' if f['keep_alive'] else 'closed after each call'}")


def diagnose(f: dict[str, Any]) -> None:
    """Where the time of each missed run went, against what the model server alone would take."""
    base = f["baseline"]
    merge_import = base["import_judge_path_and_merge_s"] - base["import_judge_path_s"]
    for run in [f["cold"], f["warm"], f.get("cold_judges"), *f["sweep"]]:
        if run is None or run["met"]:
            continue
        print(f"\n{run['label']}: {run['wall_s']:.2f} s against {run['goal_s']:.2f} s")
        if "timeline_s" not in run:
            print(f"  no call; python, imports and the static layer alone take {base['quick_depth_s']:.2f} s (quick),")
            print(f"  and merge's first import of scoring.agreement (scipy.stats) about {merge_import:.2f} s")
            continue
        t = run["timeline_s"]
        overhead = t["calls"] - run["barging_limiter_s"]
        quick = base["quick_depth_s"]
        print(f"  {t['start_to_first_call']:.2f} s before the first call (a quick-depth run: {quick:.2f} s)")
        print(
            f"  {t['calls']:.2f} s of calls: {run['ideal_s']:.2f} s at calls÷C×delay, "
            f"{run['fair_limiter_s']:.2f} s with a fair FIFO limiter, {run['barging_limiter_s']:.2f} s in "
            f"today's order (a pass's second call takes the slot its first freed), {overhead:+.2f} s client work "
            "between calls"
        )
        print(
            f"  {t['last_answer_to_exit']:.2f} s after the last answer (merge imports scoring.agreement → scipy.stats: "
            f"about {merge_import:.2f} s)"
        )


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms"


def _verdict(ok: bool) -> str:
    return "ok" if ok else "MISSED"


if __name__ == "__main__":
    sys.exit(main())
