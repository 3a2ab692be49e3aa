"""Does a score predict whether a skill helps? Every score against SkillsBench's measured lift.

Not a test. One command, from the repository's venv with the ``stats`` extra (numpy, scipy)::

    python perf/lift_validity.py [--data ../shared/data/skillsbench] [--split dev|test|both]
        [--plugineval SRC --plugineval-python PY] [--json perf/out/lift_validity.json]

Offline. It reads, from ``--data``:

- ``results-v1.1.txt``: SkillsBench v1.1 per-task results, 18 agent-model setups, 3 trials each,
  without and with the curated skills, transcribed from ``website-data/results-registry.json`` of
  benchflow-ai/skillsbench-trajectories (the transcription's README gives the format; give
  ``--registry`` a copy of that JSON to check every cell against it);
- ``skills/<task>/<skill>/``: the curated skills, from the KaiserWhoLearns/skillsbench fork at
  commit 037a854d3d15ef93a016bb8425124a195e7d5ad9 (Apache-2.0). Read as data, never run.

Per setup a binary task's score is ``100 × passCount / 3``; a partial-credit task's score is the
given mean reward × 100. A task's lift is the mean over its 18 setups of with − without (points).
Every skill of a task is scored at quick depth in one in-process run over the task's folder (so
siblings see each other, as when the task installs them), and a task's score is the mean over its
skills. Spearman ρ between each score and lift is reported per split (``perf/lift_split.json``,
fixed before any score was computed) with a seeded percentile bootstrap 95% interval over tasks.

Each run that reports the test split appends one line to ``perf/lift_test_log.jsonl``: the README
counts those lines, so the number of looks at the test split is on record.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from scipy import stats

sys.path.insert(0, str(Path(__file__).resolve().parent))
from calibrate import Scores, score_plugineval
from lift_split import DEFAULT_DATA, SPLIT_FILE, load_split

from skillgrade.config import Config
from skillgrade.evaluate import Options, evaluate
from skillgrade.report.model import SkillResult
from skillgrade.scoring.dimensions import DIMENSIONS

REPO = Path(__file__).resolve().parent.parent
SEED = 20261124
RESAMPLES = 10_000
TEST_LOG = Path(__file__).resolve().parent / "lift_test_log.jsonl"
FLOOR, CEILING = 5.0, 95.0
"""A task whose mean without skills is under ``FLOOR`` points, or whose mean with skills is over
``CEILING``, has little room to show lift in one direction: flagged, not dropped."""

SOURCES = {
    "results": {
        "file": "results-v1.1.txt",
        "origin": "benchflow-ai/skillsbench-trajectories, website-data/results-registry.json (transcribed)",
        "commit": "860f69bdc24a06dc567cdae13990d2d69c797982 (the registry's commit in the public index; "
        "the transcription itself names none)",
        "licence": "not stated in the transcription; SkillsBench is Apache-2.0",
    },
    "skills": {
        "file": "skills/<task>/<skill>/",
        "origin": "KaiserWhoLearns/skillsbench (public fork, January 2026), tasks/<task>/environment/skills/",
        "commit": "037a854d3d15ef93a016bb8425124a195e7d5ad9",
        "licence": "Apache-2.0",
    },
    "paper": "SkillsBench, arXiv 2602.12670 (v1.1: 87 tasks, 18 setups, 3 trials)",
}

# --- results ---------------------------------------------------------------------------------------


class DataError(ValueError):
    """A results line that does not read as the data's README says (names the file and line)."""


@dataclass(frozen=True)
class TaskResult:
    task: str
    kind: str
    """``binary`` (passCount per setup) or ``partial`` (mean reward × 100 per setup)."""
    without: tuple[float, ...]
    with_skills: tuple[float, ...]
    """Per setup, in points (0–100), in the file's setup order."""

    @property
    def lift(self) -> float:
        return statistics.fmean(w - o for w, o in zip(self.with_skills, self.without, strict=True))

    @property
    def mean_without(self) -> float:
        return statistics.fmean(self.without)

    @property
    def mean_with(self) -> float:
        return statistics.fmean(self.with_skills)


def _setups(comment_lines: Sequence[str]) -> list[str]:
    for line in comment_lines:
        text = line.lstrip("#").strip()
        if text.startswith("order:"):
            return [name.strip() for name in text.removeprefix("order:").split(",")]
    return []


def _cells(field_text: str, setups: int, where: str) -> tuple[str, tuple[float, ...]]:
    if "," in field_text:
        values = []
        for cell in field_text.split(","):
            try:
                value = float(cell)
            except ValueError:
                raise DataError(f"{where}: {cell!r} is not a number") from None
            if not 0.0 <= value <= 100.0:
                raise DataError(f"{where}: score {value} is outside 0-100")
            values.append(value)
        kind = "partial"
    else:
        if not field_text.isdigit() or any(c not in "0123" for c in field_text):
            raise DataError(f"{where}: {field_text!r} is not a passCount (0-3) per setup")
        values = [100.0 * int(c) / 3.0 for c in field_text]
        kind = "binary"
    if len(values) != setups:
        raise DataError(f"{where}: {len(values)} setups, expected {setups}")
    return kind, tuple(values)


def parse_results(path: Path) -> tuple[list[str], dict[str, TaskResult]]:
    """The setups (in order) and each task's per-setup scores, from the transcription."""
    lines = path.read_text(encoding="utf-8").splitlines()
    setups = _setups([line for line in lines if line.startswith("#")])
    if not setups:
        raise DataError(f"{path}: no '# order:' comment naming the setups")
    results: dict[str, TaskResult] = {}
    for number, line in enumerate(lines, start=1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split()
        where = f"{path}:{number}"
        if len(parts) != 3:
            raise DataError(f"{where}: expected 'TASK NO_SKILLS WITH_SKILLS', got {len(parts)} fields")
        task, without_text, with_text = parts
        kind_without, without = _cells(without_text, len(setups), where)
        kind_with, with_skills = _cells(with_text, len(setups), where)
        if kind_without != kind_with:
            raise DataError(f"{where}: one condition is binary and the other partial-credit")
        if task in results:
            raise DataError(f"{where}: task {task} appears twice")
        results[task] = TaskResult(task, kind_without, without, with_skills)
    return setups, results


def check_registry(registry: Path, setups: Sequence[str], results: Mapping[str, TaskResult]) -> list[str]:
    """Cells of the transcription that differ from the original registry JSON (one line each)."""
    records = json.loads(registry.read_text(encoding="utf-8"))
    differences = []
    by_key = {(r["task"], r["model"], r["condition"]): r for r in records}
    models = sorted({r["model"] for r in records})
    if len(models) != len(setups):
        return [f"the registry has {len(models)} setups, the transcription {len(setups)}"]
    for task, result in results.items():
        for index, model in enumerate(models):
            for condition, values in (("No Skills", result.without), ("With Skills", result.with_skills)):
                record = by_key.get((task, model, condition))
                if record is None:
                    differences.append(f"{task} / {model} / {condition}: not in the registry")
                    continue
                if result.kind == "binary":
                    original = 100.0 * record["passCount"] / record["trials"]
                else:
                    original = float(record["score"])
                if abs(original - values[index]) > 0.051:
                    differences.append(f"{task} / {model} / {condition}: {values[index]:.1f} vs {original:.1f}")
    return differences


# --- skills ----------------------------------------------------------------------------------------


@dataclass
class SkillRow:
    task: str
    skill: str
    path: Path
    composite: float | None
    dimensions: dict[str, float | None]
    expected_lift: float | None
    words: int
    content_hash: str
    plugineval: float | None = None


@dataclass
class TaskRow:
    task: str
    split: str
    result: TaskResult
    skills: list[SkillRow]
    folders: int
    """Skill folders in the data (a folder without a SKILL.md is not a skill to skillgrade)."""
    total_bytes: int

    def mean(self, value: Callable[[SkillRow], float | None]) -> float | None:
        """Mean over this task's skills that have the value; ``None`` when none has it."""
        values = [v for v in map(value, self.skills) if v is not None]
        return statistics.fmean(values) if values else None


def _folder_bytes(folder: Path) -> int:
    total = 0
    for root, _dirs, files in os.walk(folder):  # os.walk does not follow symlinked folders
        for name in files:
            path = Path(root) / name
            if not path.is_symlink():
                total += path.stat().st_size
    return total


def _skill_row(task: str, result: SkillResult) -> SkillRow:
    dimensions = {name: (d.score if d.measured else None) for name, d in result.dimensions.items()}
    expected = result.expected_lift.value if result.expected_lift is not None else None
    body_words = len(Path(result.path).read_text(encoding="utf-8", errors="replace").split())
    return SkillRow(
        task=task,
        skill=Path(result.folder).name,
        path=Path(result.path).resolve(),
        composite=result.composite.score,
        dimensions=dimensions,
        expected_lift=expected,
        words=body_words,
        content_hash=result.content_hash,
    )


def score_task(task_dir: Path) -> list[SkillRow]:
    report = evaluate([task_dir], Config(), Options(depth="quick", jobs=1))
    return [_skill_row(task_dir.name, skill) for skill in report.skills]


def join(data: Path, split: Mapping[str, str]) -> tuple[list[str], list[TaskRow], dict[str, list[str]]]:
    """Score every task with both results and skills; the setups, the rows and what did not join."""
    setups, results = parse_results(data / "results-v1.1.txt")
    skills_dir = data / "skills"
    skill_tasks = {entry.name for entry in skills_dir.iterdir() if entry.is_dir()}
    joined = sorted(set(results) & skill_tasks)
    if set(joined) != set(split):
        raise DataError(
            f"the joined tasks differ from {SPLIT_FILE.name}: "
            f"missing {sorted(set(joined) - set(split))}, extra {sorted(set(split) - set(joined))}"
        )
    rows = []
    for task in joined:
        task_dir = skills_dir / task
        folders = sum(1 for entry in task_dir.iterdir() if entry.is_dir())
        rows.append(TaskRow(task, split[task], results[task], score_task(task_dir), folders, _folder_bytes(task_dir)))
    unjoined = {
        "results_without_public_skills": sorted(set(results) - skill_tasks),
        "skills_without_v1_1_results": sorted(skill_tasks - set(results)),
    }
    return setups, rows, unjoined


# --- statistics ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Correlation:
    n: int
    rho: float | None
    p: float | None
    low: float | None
    high: float | None
    resamples_used: int
    """Bootstrap resamples in which both variables varied (ρ is undefined in the others)."""


def spearman(x: Sequence[float], y: Sequence[float]) -> tuple[float | None, float | None]:
    """Spearman ρ with average ranks for ties, and its two-sided p; ``None`` when undefined."""
    if len(x) < 3 or len(set(x)) < 2 or len(set(y)) < 2:
        return None, None
    result = stats.spearmanr(x, y)
    return float(result.statistic), float(result.pvalue)


def bootstrap_rho(
    x: Sequence[float], y: Sequence[float], *, seed: int = SEED, resamples: int = RESAMPLES
) -> tuple[float | None, float | None, int]:
    """Percentile 95% interval of Spearman ρ over ``resamples`` resamples of the pairs (tasks)."""
    n = len(x)
    if n < 3:
        return None, None, 0
    rng = np.random.default_rng(seed)
    index = rng.integers(0, n, size=(resamples, n))
    rx = stats.rankdata(np.asarray(x, dtype=float)[index], axis=1)
    ry = stats.rankdata(np.asarray(y, dtype=float)[index], axis=1)
    rx -= rx.mean(axis=1, keepdims=True)
    ry -= ry.mean(axis=1, keepdims=True)
    denominator = np.sqrt((rx * rx).sum(axis=1) * (ry * ry).sum(axis=1))
    valid = denominator > 0
    rho = (rx * ry).sum(axis=1)[valid] / denominator[valid]
    if rho.size == 0:
        return None, None, 0
    low, high = np.percentile(rho, [2.5, 97.5])
    return float(low), float(high), int(rho.size)


def correlate(x: Sequence[float], y: Sequence[float]) -> Correlation:
    rho, p = spearman(x, y)
    low, high, used = bootstrap_rho(x, y) if rho is not None else (None, None, 0)
    return Correlation(len(x), rho, p, low, high, used)


# --- predictors and figures ------------------------------------------------------------------------


@dataclass
class Predictor:
    name: str
    kind: str
    """``composite``, ``dimension``, ``expected_lift``, ``peer`` or ``baseline``."""
    value: Callable[[TaskRow], float | None]
    note: str = ""


def predictors() -> list[Predictor]:
    found = [
        Predictor("composite", "composite", lambda t: t.mean(lambda s: s.composite), "mean over the task's skills"),
        Predictor(
            "expected_lift",
            "expected_lift",
            lambda t: t.mean(lambda s: s.expected_lift),
            "mean over the task's skills; tuned on dev only",
        ),
    ]
    for name in DIMENSIONS:
        found.append(
            Predictor(
                name,
                "dimension",
                lambda t, name=name: t.mean(lambda s: s.dimensions.get(name)),
                "mean over the task's skills where measured",
            )
        )
    found += [
        Predictor("plugineval_static", "peer", lambda t: t.mean(lambda s: s.plugineval), "PluginEval quick composite"),
        Predictor("skill_md_words", "baseline", lambda t: t.mean(lambda s: float(s.words)), "mean SKILL.md words"),
        Predictor("skills_per_task", "baseline", lambda t: float(len(t.skills)), "skills scored in the task"),
        Predictor("total_bytes", "baseline", lambda t: float(t.total_bytes), "bytes of all the task's skill files"),
    ]
    return found


def figures_for(predictor: Predictor, rows: Sequence[TaskRow]) -> dict[str, object]:
    pairs = [(v, row.result.lift) for row in rows if (v := predictor.value(row)) is not None]
    if not pairs:
        return {"status": "unmeasured", "n": 0}
    corr = correlate([p[0] for p in pairs], [p[1] for p in pairs])
    return {
        "status": "measured",
        "n": corr.n,
        "rho": _round(corr.rho),
        "p": _round(corr.p),
        "ci95": [_round(corr.low), _round(corr.high)],
        "resamples_used": corr.resamples_used,
        "missing": len(rows) - len(pairs),
    }


def _round(value: float | None, digits: int = 3) -> float | None:
    return None if value is None or math.isnan(value) else round(value, digits)


def caveats(rows: Sequence[TaskRow], unjoined: Mapping[str, list[str]]) -> dict[str, object]:
    by_hash: dict[str, list[str]] = {}
    by_name: dict[str, list[str]] = {}
    for row in rows:
        for skill in row.skills:
            by_hash.setdefault(skill.content_hash, []).append(f"{row.task}/{skill.skill}")
            by_name.setdefault(skill.skill, []).append(row.task)
    return {
        "shared_skills_identical": sorted(v for v in by_hash.values() if len(v) > 1),
        "shared_skill_names": {name: tasks for name, tasks in sorted(by_name.items()) if len(tasks) > 1},
        "floor_tasks": sorted(r.task for r in rows if r.result.mean_without < FLOOR),
        "ceiling_tasks": sorted(r.task for r in rows if r.result.mean_with > CEILING),
        "floor_ceiling_rule": f"mean without skills < {FLOOR} points (floor) or mean with skills > {CEILING} (ceiling)",
        "tasks_without_a_scorable_skill": sorted(r.task for r in rows if not r.skills),
        "folders_not_scored": {
            r.task: r.folders - len(r.skills) for r in rows if r.folders != len(r.skills) and r.skills
        },
        "skill_versions": "the skills are from a January 2026 fork; v1.1 may have run other versions of them "
        "(no per-skill version is published, so no skill can be matched to the version that ran)",
        "unjoined": unjoined,
    }


def run(
    data: Path,
    *,
    splits: Sequence[str] = ("dev", "test"),
    plugineval: Path | None = None,
    pe_python: str = sys.executable,
    registry: Path | None = None,
    split: Mapping[str, str] | None = None,
) -> dict[str, object]:
    started = time.perf_counter()
    split = dict(split) if split is not None else load_split()
    setups, rows, unjoined = join(data, split)
    pe_status = "not run (give --plugineval SRC --plugineval-python PY)"
    if plugineval is not None:
        scores = Scores()
        paths = [skill.path for row in rows for skill in row.skills]
        pe_status = score_plugineval(paths, plugineval, pe_python, scores) or "ran"
        for row in rows:
            for skill in row.skills:
                skill.plugineval = scores.theirs.get(skill.path)
    registry_check = check_registry(registry, setups, {r.task: r.result for r in rows}) if registry else None
    chosen = {name: [r for r in rows if r.split == name and r.skills] for name in splits}
    table = {
        p.name: {"kind": p.kind, "note": p.note} | {s: figures_for(p, chosen[s]) for s in splits} for p in predictors()
    }
    return {
        "sources": SOURCES,
        "method": {
            "lift": "per task, mean over the 18 setups of (with − without), in points; binary setups score "
            "100 × passCount / 3, partial-credit setups the given mean reward × 100",
            "aggregation": "a task's score is the mean over its skills (each scored at quick depth, in one run "
            "over the task's skill folder)",
            "statistic": "Spearman ρ (average ranks for ties), two-sided p from scipy.stats.spearmanr",
            "interval": f"percentile bootstrap over tasks, {RESAMPLES} resamples, numpy default_rng seed {SEED}",
            "split": json.loads(SPLIT_FILE.read_text(encoding="utf-8"))["rule"],
        },
        "setups": setups,
        "n": {s: len(chosen[s]) for s in splits},
        "tasks_joined": len(rows),
        "skills_scored": sum(len(r.skills) for r in rows),
        "plugineval_status": pe_status,
        "registry_check": registry_check,
        "correlations": table,
        "caveats": caveats(rows, unjoined),
        "tasks": [
            {
                "task": r.task,
                "split": r.split,
                "kind": r.result.kind,
                "lift": round(r.result.lift, 2),
                "without": round(r.result.mean_without, 2),
                "with": round(r.result.mean_with, 2),
                "skills": [s.skill for s in r.skills],
                "composite": _round(r.mean(lambda s: s.composite), 2),
                "expected_lift": _round(r.mean(lambda s: s.expected_lift), 3),
            }
            for r in rows
        ],
        "seconds": round(time.perf_counter() - started, 1),
    }


def _cell(figures: Mapping[str, object]) -> str:
    if figures.get("status") != "measured":
        return "unmeasured"
    rho, ci = figures["rho"], figures["ci95"]
    if rho is None:
        return f"n={figures['n']}, ρ undefined"
    assert isinstance(ci, list)
    return f"{rho:+.2f} [{ci[0]:+.2f}, {ci[1]:+.2f}] p={figures['p']:.2f} n={figures['n']}"


def _source(key: str) -> str:
    source = SOURCES[key]
    assert isinstance(source, dict)
    return f"{source['origin']} @ {source['commit'].split()[0]} ({source['licence']})"


def render(figures: Mapping[str, object], splits: Sequence[str]) -> str:
    out = [
        f"lift validity on SkillsBench v1.1 ({figures['tasks_joined']} tasks joined, "
        f"{figures['skills_scored']} skills scored, {figures['seconds']} s; "
        f"PluginEval: {figures['plugineval_status']})",
        f"results: {_source('results')}",
        f"skills:  {_source('skills')}",
        f"method:  {RESAMPLES} bootstrap resamples over tasks, seed {SEED}; a task's score is the mean over its skills",
        "Spearman ρ with lift [bootstrap 95% interval], per split",
        "",
        f"{'score':28} " + " ".join(f"{s:44}" for s in splits),
    ]
    table = figures["correlations"]
    assert isinstance(table, dict)
    for name, row in table.items():
        out.append(f"{name:28} " + " ".join(f"{_cell(row[s]):44}" for s in splits))
    notes = figures["caveats"]
    assert isinstance(notes, dict)
    out += [
        "",
        "caveats:",
        f"  floor tasks ({len(notes['floor_tasks'])}): {', '.join(notes['floor_tasks'])}",
        f"  ceiling tasks ({len(notes['ceiling_tasks'])}): {', '.join(notes['ceiling_tasks'])}",
        f"  identical skills in several tasks: {notes['shared_skills_identical'] or 'none'}",
        f"  skill names in several tasks: {notes['shared_skill_names'] or 'none'}",
        f"  tasks without a scorable skill (not in n): {notes['tasks_without_a_scorable_skill'] or 'none'}",
        f"  folders that are not skills: {notes['folders_not_scored'] or 'none'}",
        f"  {notes['skill_versions']}",
    ]
    if figures["registry_check"] is not None:
        out.append(f"  cells differing from the registry: {figures['registry_check'] or 'none'}")
    return "\n".join(out)


def _log_test_look(figures: Mapping[str, object], note: str) -> None:
    table = figures["correlations"]
    assert isinstance(table, dict)
    commit = subprocess.run(
        ["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=False
    ).stdout.strip()
    dirty = subprocess.run(
        ["git", "-C", str(REPO), "status", "--porcelain", "src"], capture_output=True, text=True, check=False
    ).stdout.strip()
    entry = {
        "at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "commit": commit + ("+changes" if dirty else ""),
        "note": note,
        "expected_lift_test": table["expected_lift"]["test"],
        "composite_test": table["composite"]["test"],
    }
    with TEST_LOG.open("a", encoding="utf-8") as log:
        log.write(json.dumps(entry, ensure_ascii=False) + "\n")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="the skillsbench data folder")
    parser.add_argument("--split", choices=("dev", "test", "both"), default="both")
    parser.add_argument("--plugineval", type=Path, help="src/ of a fetched plugins/plugin-eval")
    parser.add_argument("--plugineval-python", default=sys.executable, help="a Python with PluginEval's deps")
    parser.add_argument("--registry", type=Path, help="the original results-registry.json, to check the transcription")
    parser.add_argument("--json", type=Path, default=REPO / "perf" / "out" / "lift_validity.json")
    parser.add_argument("--note", default="", help="why the test split is looked at (logged)")
    args = parser.parse_args(argv)
    splits = ("dev", "test") if args.split == "both" else (args.split,)
    if not (args.data / "results-v1.1.txt").is_file():
        print(f"lift_validity: no results-v1.1.txt under {args.data}", file=sys.stderr)
        return 2
    try:
        figures = run(
            args.data,
            splits=splits,
            plugineval=args.plugineval,
            pe_python=args.plugineval_python,
            registry=args.registry,
        )
    except DataError as exc:
        print(f"lift_validity: {exc}", file=sys.stderr)
        return 2
    # The look is logged before anything is printed: a reader that stops early must not lose it.
    if "test" in splits:
        _log_test_look(figures, args.note)
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(figures, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(render(figures, splits))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
