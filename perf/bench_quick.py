"""Benchmark of the quick (static, offline) path: the pre-commit hook and a 1,000-skill scan.

Not a test. Run it from the repository's venv::

    python perf/bench_quick.py [--skills 1000] [--runs 15] [--profile] [--keep DIR]

It writes a deterministic corpus of realistic skills to a temporary directory, measures whole
processes with ``subprocess`` (what a user waits for), prints a table next to the goals and
writes the figures to ``perf/out/quick.json``. ``--profile`` adds ``-X importtime`` and cProfile
breakdowns of where the time goes.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
OUT = HERE / "out" / "quick.json"
SEED = 20261121
GOALS = {"hook_one_skill_ms": 150.0, "all_skills_s": 3.0, "peak_rss_mb": 80.0}
HEAVY_MODULES = ("numpy", "scipy", "pandas", "rich", "httpx", "requests", "github", "anthropic", "openai")

# --- corpus -------------------------------------------------------------------------------------

VERBS = ["Converts", "Audits", "Generates", "Reviews", "Migrates", "Summarises", "Validates", "Refactors", "Triages"]
OBJECTS = [
    "Terraform modules",
    "PDF forms",
    "CSV exports",
    "Kubernetes manifests",
    "SQL migrations",
    "React components",
    "pytest suites",
    "OpenAPI specs",
    "release notes",
    "Dockerfiles",
    "GitHub Actions workflows",
    "invoice spreadsheets",
    "i18n message catalogs",
    "incident postmortems",
    "dependency lockfiles",
]
QUALIFIERS = [
    "against the team's conventions",
    "into a consistent, reviewable format",
    "with a short report of what changed",
    "and flags risky changes before they ship",
    "using only the standard library",
]
CONTEXTS = [
    "asks to clean up or standardise them",
    "mentions a failing CI check",
    "pastes an error message",
    "wants a summary for a pull request",
    "is preparing a release",
    "asks for a second opinion before merging",
    "uploads a file of this kind",
]
FILLER = (
    "the agent reads each file once and records what it finds before changing anything so the user can "
    "review a plan first then it applies the smallest edit that fixes the problem and reruns the check "
    "to confirm the result keep output short name every file you touch and stop when the input is ambiguous"
)
WORDS = FILLER.split()
LANGUAGES = {
    "python": [
        "import json",
        "from pathlib import Path",
        "",
        "def load(path):",
        "    return json.loads(Path(path).read_text())",
    ],
    "bash": ["set -euo pipefail", 'for f in "$@"; do', '  echo "checking $f"', "done"],
    "json": ["{", '  "name": "example",', '  "version": "1.2.0",', '  "strict": true', "}"],
    "yaml": ["steps:", "  - run: make test", "  - run: make lint", "env:", "  CI: 'true'"],
    "typescript": [
        "export function total(items: number[]): number {",
        "  return items.reduce((a, b) => a + b, 0);",
        "}",
    ],
    "sql": ["SELECT id, created_at", "FROM orders", "WHERE status = 'open'", "ORDER BY created_at DESC;"],
    "go": ["package main", "", 'import "fmt"', "", "func main() {", '\tfmt.Println("ok")', "}"],
}


@dataclass
class SkillSpec:
    name: str
    lines: list[str] = field(default_factory=list)
    files: dict[str, str] = field(default_factory=dict)
    problem: str | None = None


def _sentence(rng: random.Random) -> str:
    words = rng.choices(WORDS, k=rng.randint(8, 22))
    return " ".join(words).capitalize() + "."


def _paragraph(rng: random.Random) -> list[str]:
    text = " ".join(_sentence(rng) for _ in range(rng.randint(2, 5)))
    out, line = [], ""
    for word in text.split():
        if len(line) + len(word) > 96:
            out.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return [*out, line, ""]


def _code_block(rng: random.Random) -> list[str]:
    language = rng.choice(list(LANGUAGES))
    body = LANGUAGES[language] * rng.randint(1, 3)
    tag = language if rng.random() > 0.08 else ""
    return [f"```{tag}", *body, "```", ""]


def _table(rng: random.Random) -> list[str]:
    rows = ["| option | default | effect |", "|---|---|---|"]
    rows += [
        f"| `--opt-{i}` | `{rng.randint(0, 99)}` | {' '.join(rng.choices(WORDS, k=6))} |"
        for i in range(rng.randint(2, 8))
    ]
    return [*rows, ""]


def _list(rng: random.Random, numbered: bool) -> list[str]:
    return [f"{f'{i}.' if numbered else '-'} {_sentence(rng)}" for i in range(1, rng.randint(3, 9))] + [""]


def _description(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.04:
        return "Helps with files."
    what = f"{rng.choice(VERBS)} {rng.choice(OBJECTS)} {rng.choice(QUALIFIERS)}."
    if roll < 0.12:
        return what
    contexts = rng.sample(CONTEXTS, k=rng.randint(1, 3))
    return f"{what} Use when the user {', or '.join(contexts)}."


def _frontmatter(rng: random.Random, name: str, description: str) -> list[str]:
    lines = ["---", f"name: {name}", f"description: {json.dumps(description)}"]
    if rng.random() < 0.4:
        lines.append("license: MIT")
    if rng.random() < 0.3:
        lines.append("allowed-tools: Bash Read Write")
    if rng.random() < 0.2:
        lines += ["metadata:", f'  version: "1.{rng.randint(0, 9)}.0"', "  owner: platform-team"]
    return [*lines, "---", ""]


def make_skill(rng: random.Random, index: int, names: list[str]) -> SkillSpec:
    slug = rng.choice(OBJECTS).lower().replace(" ", "-").replace("/", "-")
    spec = SkillSpec(name=f"{slug}-{index:04d}")
    target = int(min(880, max(40, rng.lognormvariate(5.3, 0.7))))
    lines = _frontmatter(rng, spec.name, _description(rng))
    lines += [f"# {spec.name.replace('-', ' ').title()}", "", *_paragraph(rng)]
    if rng.random() < 0.5:
        for ref in range(rng.randint(1, 4)):
            spec.files[f"references/topic-{ref}.md"] = "\n".join(["# Topic", "", *_paragraph(rng)])
    if rng.random() < 0.35:
        spec.files["scripts/run.py"] = "\n".join(LANGUAGES["python"]) + "\n"
        spec.files["scripts/check.sh"] = "#!/usr/bin/env bash\n" + "\n".join(LANGUAGES["bash"]) + "\n"
    sections = ["When to use", "Inputs", "Workflow", "Output format", "Examples", "Options", "Troubleshooting"]
    sections += [f"Details {i}" for i in range(1, 200)]
    references = [f for f in spec.files if f.startswith("references/")]
    for title in sections:
        if len(lines) >= target:
            break
        lines += [f"## {title}", ""]
        kind = rng.random()
        if title in ("Workflow", "Troubleshooting") or kind < 0.2:
            lines += _list(rng, numbered=title == "Workflow")
        elif title == "Options" or kind < 0.3:
            lines += _table(rng)
        elif title in ("Output format", "Examples") or kind < 0.55:
            lines += [*_paragraph(rng)[:2], "", *_code_block(rng)]
        else:
            lines += _paragraph(rng)
    if references and rng.random() < 0.85:
        lines += ["## Reference files", "", *(f"- [{ref}]({ref})" for ref in references), ""]
    if "scripts/run.py" in spec.files:
        lines += ["Run `python scripts/run.py` ([source](scripts/run.py)) to apply the change.", ""]
    if rng.random() < 0.08:
        lines += ["See [the old guide](references/retired-guide.md).", ""]
    if names and rng.random() < 0.3:
        lines += ["## Related", "", *(f"- [{n}](../{n}/SKILL.md)" for n in rng.sample(names, k=min(2, len(names))))]
        if rng.random() < 0.2:
            lines.append("- [gone](../deleted-skill/SKILL.md)")
        lines.append("")
    spec.lines = lines
    roll = rng.random()
    if roll < 0.015:
        spec.problem = "bad-yaml"
        spec.lines.insert(3, "tags: [one, two")
    elif roll < 0.035:
        spec.problem = "crlf"
    elif roll < 0.04:
        spec.problem = "no-frontmatter"
        spec.lines = spec.lines[spec.lines.index("---", 1) + 1 :]
    return spec


def write_corpus(root: Path, count: int, seed: int = SEED) -> list[tuple[Path, SkillSpec]]:
    rng = random.Random(seed)
    written: list[tuple[Path, SkillSpec]] = []
    names: list[str] = []
    for index in range(count):
        spec = make_skill(rng, index, names)
        names.append(spec.name)
        folder = root / "skills" / spec.name
        folder.mkdir(parents=True)
        newline = "\r\n" if spec.problem == "crlf" else "\n"
        with (folder / "SKILL.md").open("w", encoding="utf-8", newline="") as handle:
            handle.write(newline.join(spec.lines) + newline)
        for name, text in spec.files.items():
            (folder / name).parent.mkdir(exist_ok=True)
            (folder / name).write_text(text, encoding="utf-8")
        written.append((folder / "SKILL.md", spec))
    return written


# --- measuring ----------------------------------------------------------------------------------


@dataclass
class Run:
    seconds: float
    returncode: int
    max_rss_kib: int


def run(argv: list[str], cwd: Path, stdout_path: Path | None = None) -> Run:
    """Run a whole process; its own peak RSS comes from wait4 (ru_maxrss is KiB on Linux)."""
    with contextlib.ExitStack() as stack:
        stdout = stack.enter_context(stdout_path.open("wb")) if stdout_path else subprocess.DEVNULL
        started = time.perf_counter()
        proc = subprocess.Popen(argv, cwd=cwd, stdout=stdout, stderr=subprocess.PIPE)
        stderr = proc.stderr.read() if proc.stderr else b""
        _, status, usage = os.wait4(proc.pid, 0)
        seconds = time.perf_counter() - started
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode not in (0, 1):
        sys.exit(f"{' '.join(argv)} failed with exit {proc.returncode}:\n{stderr.decode(errors='replace')}")
    return Run(seconds, proc.returncode, usage.ru_maxrss)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def heavy_imports(skill: Path, cwd: Path) -> dict[str, Any]:
    """Which heavy modules the quick path imports, scoring one skill in-process."""
    code = (
        "import contextlib, io, json, sys\n"
        "from skillgrade.cli.main import main\n"
        "import skillgrade.evaluate\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        f"    main(['score', {str(skill)!r}, '--depth', 'quick'])\n"
        f"heavy = [m for m in {HEAVY_MODULES!r} if m in sys.modules]\n"
        "print(json.dumps({'heavy': heavy, 'modules': len(sys.modules), 'jsonschema': 'jsonschema' in sys.modules}))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=cwd, capture_output=True, text=True, check=True)
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def import_breakdown(module: str, top: int = 12) -> list[tuple[str, float]]:
    """Import time of ``module`` by top-level package (sum of self times, ms), from ``-X importtime``."""
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", f"import {module}"], capture_output=True, text=True, check=True
    )
    totals: dict[str, float] = {}
    for line in done.stderr.splitlines():
        if line.startswith("import time:") and "[us]" not in line:
            own, _, name = line.split(":", 1)[1].split("|")
            root = name.strip().split(".")[0]
            totals[root] = totals.get(root, 0.0) + int(own) / 1000
    return sorted(totals.items(), key=lambda item: -item[1])[:top]


def profile_scan(corpus: Path, top: int = 25) -> str:
    code = (
        "import cProfile, contextlib, io, pstats, sys\n"
        "from skillgrade.cli.main import main\n"
        "profile = cProfile.Profile()\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    profile.runcall(main, ['score', 'skills', '--format', 'json'])\n"
        "stats = pstats.Stats(profile, stream=sys.stdout).strip_dirs()\n"
        f"stats.sort_stats('cumulative').print_stats({top})\n"
        f"stats.sort_stats('tottime').print_stats({top})\n"
    )
    return subprocess.run([sys.executable, "-c", code], cwd=corpus, capture_output=True, text=True, check=True).stdout


def pick_typical(skills: list[tuple[Path, SkillSpec]]) -> tuple[Path, SkillSpec]:
    clean = [(p, s) for p, s in skills if s.problem is None and any(f.startswith("references/") for f in s.files)]
    median = statistics.median(len(s.lines) for _, s in clean)
    return min(clean, key=lambda item: abs(len(item[1].lines) - median))


def bytecode_env(workdir: Path) -> None:
    """Let child processes cache bytecode (outside the repo), as an installed package has it.

    With ``PYTHONDONTWRITEBYTECODE=1`` an editable install recompiles skillgrade's sources in every
    process (about 45 ms here), which the hook's venv, built by ``pip install .``, never does.
    """
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = str(workdir / "pycache")


def measure_hook(skillgrade: str, corpus: Path, skill: Path, runs: int) -> dict[str, float]:
    hook_argv = [skillgrade, "score", "--depth", "quick", str(skill)]  # the entry, then the files, as pre-commit does
    run([sys.executable, "-c", "import skillgrade.cli.main"], corpus)  # compile bytecode, warm the page cache
    run(hook_argv, corpus)  # and the compiled patterns and methods the console script keeps (compile_store)
    python_ms = [run([sys.executable, "-c", "pass"], corpus).seconds * 1000 for _ in range(runs)]
    import_ms = [run([sys.executable, "-c", "import skillgrade.cli.main"], corpus).seconds * 1000 for _ in range(runs)]
    hook = [run(hook_argv, corpus) for _ in range(runs)]
    hook_ms = [r.seconds * 1000 for r in hook]
    return {
        "median": statistics.median(hook_ms),
        "min": min(hook_ms),
        "max": max(hook_ms),
        "python_startup_ms": statistics.median(python_ms),
        "import_cli_main_ms": statistics.median(import_ms),
        "peak_rss_mb": max(r.max_rss_kib for r in hook) / 1024,
    }


def measure_scan(skillgrade: str, corpus: Path, workdir: Path, runs: int = 3) -> dict[str, object]:
    scans = [run([skillgrade, "score", "skills", "--format", "json"], corpus) for _ in range(runs)]
    text = run([skillgrade, "score", "skills", "--format", "text"], corpus)
    report_path = workdir / "report.json"
    run([skillgrade, "score", "skills", "--format", "json"], corpus, stdout_path=report_path)
    skills = json.loads(report_path.read_text(encoding="utf-8"))["skills"]
    per_skill = [s["layers"][0]["duration_ms"] for s in skills]
    slowest = sorted(skills, key=lambda s: -s["layers"][0]["duration_ms"])[:5]
    return {
        "median_s": statistics.median(r.seconds for r in scans),
        "runs_s": [r.seconds for r in scans],
        "exit_code": scans[0].returncode,
        "peak_rss_mb": max(r.max_rss_kib for r in scans) / 1024,
        "text_format_s": text.seconds,
        "text_format_peak_rss_mb": text.max_rss_kib / 1024,
        "json_report_mb": report_path.stat().st_size / 1e6,
        "per_skill_ms": {
            "median": statistics.median(per_skill),
            "p95": percentile(per_skill, 0.95),
            "max": max(per_skill),
            "sum": sum(per_skill),
            "slowest": [{"skill": s["folder"], "ms": s["layers"][0]["duration_ms"]} for s in slowest],
        },
    }


def main() -> int:
    # every scan timed here is a fresh one: findings kept between runs would time the store instead
    os.environ.setdefault("SKILLGRADE_NO_SCAN_CACHE", "1")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skills", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--profile", action="store_true", help="also print -X importtime and cProfile breakdowns")
    parser.add_argument("--keep", type=Path, help="write the corpus here (an empty or new folder) and keep it")
    args = parser.parse_args()
    skillgrade = shutil.which("skillgrade", path=str(Path(sys.executable).parent)) or shutil.which("skillgrade")
    if skillgrade is None:
        print("skillgrade is not installed in this environment", file=sys.stderr)
        return 2

    workdir = Path(tempfile.mkdtemp(prefix="skillgrade-bench-"))
    bytecode_env(workdir)
    corpus = args.keep or workdir / "corpus"
    try:
        started = time.perf_counter()
        skills = write_corpus(corpus, args.skills)
        sizes = [len(s.lines) for _, s in skills]
        print(
            f"corpus: {len(skills)} skills, {sum(sizes):,} lines ({min(sizes)}–{max(sizes)} per SKILL.md), "
            f"{sum(1 for _, s in skills if s.problem)} with problems, written in {time.perf_counter() - started:.1f}s"
        )
        one, one_spec = pick_typical(skills)
        one_rel = one.relative_to(corpus)
        imports = heavy_imports(one_rel, corpus)
        figures: dict[str, object] = {
            "python": platform.python_version(),
            "cpus": os.cpu_count(),
            "load_average_before": os.getloadavg()[0],
            "skills": len(skills),
            "corpus_lines": sum(sizes),
            "hook_skill": {"path": str(one_rel), "lines": len(one_spec.lines)},
            "hook_one_skill_ms": measure_hook(skillgrade, corpus, one_rel, args.runs),
            "all_skills": measure_scan(skillgrade, corpus, workdir),
            "quick_path_imports": imports,
            "import_breakdown_ms": import_breakdown("skillgrade.cli.main"),
            "load_average_after": os.getloadavg()[0],
            "goals": GOALS,
        }
        print_table(figures)
        OUT.parent.mkdir(parents=True, exist_ok=True)
        OUT.write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
        print(f"\nwrote {OUT.relative_to(HERE.parent)}")
        if args.profile:
            print("\n-X importtime of skillgrade.cli.main, self time summed by top-level package (ms):")
            for name, ms in import_breakdown("skillgrade.cli.main", top=25):
                print(f"  {ms:7.1f}  {name}")
            print("\ncProfile of the whole scan (in-process, stdout discarded):")
            print(profile_scan(corpus))
        return 1 if imports["heavy"] else 0
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def print_table(f: dict[str, object]) -> None:
    hook, scan, imports = f["hook_one_skill_ms"], f["all_skills"], f["quick_path_imports"]
    assert isinstance(hook, dict) and isinstance(scan, dict) and isinstance(imports, dict)
    per = scan["per_skill_ms"]

    def verdict(value: float, goal: float) -> str:
        return "ok" if value <= goal else "MISSED"

    rows = [
        ("hook: score 1 skill, whole process", f"{hook['median']:.0f} ms median ({hook['min']:.0f}–{hook['max']:.0f})",
         f"≤ {GOALS['hook_one_skill_ms']:.0f} ms", verdict(hook["median"], GOALS["hook_one_skill_ms"])),
        ("  python -c pass", f"{hook['python_startup_ms']:.0f} ms", "", ""),
        ("  python -c 'import skillgrade.cli.main'", f"{hook['import_cli_main_ms']:.0f} ms", "", ""),
        ("  peak RSS", f"{hook['peak_rss_mb']:.1f} MB", "", ""),
        (f"score {f['skills']} skills, --format json", f"{scan['median_s']:.2f} s median of {len(scan['runs_s'])}",
         f"≤ {GOALS['all_skills_s']:.0f} s", verdict(scan["median_s"], GOALS["all_skills_s"])),
        ("  per skill: median / p95 / max", f"{per['median']:.1f} / {per['p95']:.1f} / {per['max']:.1f} ms", "", ""),
        ("  same, --format text", f"{scan['text_format_s']:.2f} s", "", ""),
        (f"peak RSS, {f['skills']} skills, json", f"{scan['peak_rss_mb']:.1f} MB", f"≤ {GOALS['peak_rss_mb']:.0f} MB",
         verdict(scan["peak_rss_mb"], GOALS["peak_rss_mb"])),
        ("  same, --format text", f"{scan['text_format_peak_rss_mb']:.1f} MB", "", ""),
        ("heavy modules on the quick path", ", ".join(imports["heavy"]) or "none", "none",
         "ok" if not imports["heavy"] else "MISSED"),
    ]  # fmt: skip
    width = max(len(r[0]) for r in rows)
    print(f"\n{'measure':<{width}}  {'measured':<28}  {'goal':<10}  verdict")
    for name, value, goal, mark in rows:
        print(f"{name:<{width}}  {value:<28}  {goal:<10}  {mark}")


if __name__ == "__main__":
    sys.exit(main())
