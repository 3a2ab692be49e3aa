"""Finding a benchmark: by id (built-ins first, then ``--benchmarks-dir``) or by path.

A benchmark is a flat ``<name>.json`` or a folder holding ``benchmark.json`` and an optional
``README.md``. Each is validated in full before anything runs.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from skillgrade.bench.schema import Benchmark, BenchmarkError, parse_benchmark
from skillgrade.errors import UsageError

if TYPE_CHECKING:
    from importlib.abc import Traversable

Origin = Literal["built-in", "benchmarks-dir", "path"]
BENCHMARK_FILE = "benchmark.json"
README = "README.md"


@dataclass(frozen=True)
class LoadedBenchmark:
    benchmark: Benchmark
    source: str
    """Where it was read from, as shown in messages and reports."""
    origin: Origin
    readme: str | None = None


@dataclass(frozen=True)
class Available:
    id: str
    source: str
    origin: Origin
    benchmark: Benchmark | None
    problem: str | None = None
    shadowed: bool = False
    """A built-in with the same id wins over this one."""


def builtin_root() -> Traversable:
    return resources.files("skillgrade.bench").joinpath("builtin")


def _read(entry: Traversable | Path, source: str, origin: Origin) -> LoadedBenchmark:
    if entry.is_dir():
        folder, file = entry, entry.joinpath(BENCHMARK_FILE)
        if not file.is_file():
            raise UsageError(f"{source}: a benchmark folder needs a {BENCHMARK_FILE}")
        source = f"{source.rstrip('/')}/{BENCHMARK_FILE}"
    else:
        folder, file = None, entry
    try:
        text = file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"cannot read benchmark {source}: {getattr(exc, 'strerror', None) or exc}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise BenchmarkError(
            source, [f"$: not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}"]
        ) from None
    benchmark = parse_benchmark(data, source)
    readme = None
    if folder is not None:
        readme_file = folder.joinpath(README)
        if readme_file.is_file():
            readme = readme_file.read_text(encoding="utf-8")
    return LoadedBenchmark(benchmark, source, origin, readme)


def _entries(root: Traversable | Path) -> list[tuple[str, Traversable | Path]]:
    """(id guess, entry) for every ``*.json`` file and every folder with a benchmark.json, sorted."""
    if not root.is_dir():
        return []
    found: list[tuple[str, Traversable | Path]] = []
    for entry in sorted(root.iterdir(), key=lambda e: e.name):
        if entry.is_dir() and entry.joinpath(BENCHMARK_FILE).is_file():
            found.append((entry.name, entry))
        elif entry.is_file() and entry.name.endswith(".json"):
            found.append((entry.name[: -len(".json")], entry))
    return found


def looks_like_path(ref: str) -> bool:
    return "/" in ref or "\\" in ref or ref.endswith(".json") or ref.startswith(".")


def load_benchmark(ref: str, benchmarks_dir: Path | None = None) -> LoadedBenchmark:
    """The benchmark ``ref`` names: a path to a file or folder, or an id."""
    path = Path(ref)
    if looks_like_path(ref) or (path.exists() and not _is_id_of_builtin(ref)):
        if not path.exists():
            raise UsageError(f"benchmark file not found: {ref}")
        return _read(path, str(path), "path")
    for roots, origin in ((builtin_root(), "built-in"), (benchmarks_dir, "benchmarks-dir")):
        if roots is None:
            continue
        match = _find_id(roots, ref, origin)  # type: ignore[arg-type]
        if match is not None:
            return match
    known = ", ".join(sorted({a.id for a in available(benchmarks_dir) if a.benchmark is not None})) or "none"
    where = f"built-ins or {benchmarks_dir}" if benchmarks_dir else "built-ins"
    raise UsageError(f"no benchmark with id {ref!r} in the {where}; available: {known}")


def _is_id_of_builtin(ref: str) -> bool:
    return any(name == ref for name, _ in _entries(builtin_root()))


def _find_id(root: Traversable | Path, ref: str, origin: Origin) -> LoadedBenchmark | None:
    entries = _entries(root)
    prefix = "" if origin == "built-in" else str(root).rstrip("/") + "/"
    for name, entry in entries:
        if name == ref:
            return _read(entry, f"{'built-in:' if origin == 'built-in' else prefix}{entry.name}", origin)
    # A file may carry an id that differs from its name.
    for _, entry in entries:
        try:
            loaded = _read(entry, f"{prefix}{entry.name}", origin)
        except UsageError:
            continue
        if loaded.benchmark.id == ref:
            return loaded
    return None


def available(benchmarks_dir: Path | None = None) -> list[Available]:
    """Every benchmark on offer: the built-ins, then the benchmarks directory (invalid ones included)."""
    result: list[Available] = []
    builtin_ids: dict[str, Benchmark] = {}
    sources: list[tuple[Traversable | Path, Origin]] = [(builtin_root(), "built-in")]
    if benchmarks_dir is not None:
        sources.append((benchmarks_dir, "benchmarks-dir"))
    for root, origin in sources:
        prefix = "built-in:" if origin == "built-in" else str(root).rstrip("/") + "/"
        for name, entry in _entries(root):
            try:
                loaded = _read(entry, f"{prefix}{entry.name}", origin)
            except UsageError as exc:
                result.append(Available(name, f"{prefix}{entry.name}", origin, None, problem=str(exc)))
                continue
            bench_id = loaded.benchmark.id
            if origin == "built-in":
                builtin_ids[bench_id] = loaded.benchmark
            shadowed = origin != "built-in" and bench_id in builtin_ids
            if shadowed and builtin_ids[bench_id] == loaded.benchmark:
                continue  # a copy of the built-in (the repository's own benchmarks/ folder)
            result.append(Available(bench_id, loaded.source, origin, loaded.benchmark, shadowed=shadowed))
    return result
