"""``skillgrade eval`` (run a benchmark against skills) and ``skillgrade benchmarks`` (list them)."""

from __future__ import annotations

import asyncio
import json
import shlex
import sys
from pathlib import Path
from typing import Any

import click

from skillgrade.cli.container_options import container_options, daemon_or_host
from skillgrade.errors import ExitCode, ModelSetupError, UsageError
from skillgrade.progress import ProgressBars

_FORMATS = ("text", "json", "markdown", "junit")


@click.command("eval")
@click.option("--skills", "skills_path", required=True, type=click.Path(path_type=Path), help="Skill folder or tree.")
@click.option("--benchmark", "benchmark_ref", required=True, metavar="ID|FILE", help="Benchmark id or path.")
@click.option(
    "--benchmarks-dir",
    type=click.Path(path_type=Path, file_okay=False),
    default=Path("benchmarks"),
    show_default=True,
    help="Where to look for benchmark ids after the built-ins.",
)
@click.option("--agent", help="Run SKILL.md skills through an agent: llm, claude, codex, or a command with {prompt}.")
@click.option("--provider", type=click.Choice(["anthropic", "openai", "openai-compatible"]), help="Model provider.")
@click.option("--model", help="Model for the llm agent and the llm_judge evaluator.")
@click.option("--base-url", help="Provider endpoint, e.g. http://127.0.0.1:8080/v1.")
@click.option("--dialect", type=click.Choice(["anthropic", "json_schema", "json_object", "tool", "prompt"]))
@click.option("--samples", type=click.IntRange(1, 1000), default=1, show_default=True, help="Attempts per task (n).")
@click.option("--k", "k", type=click.IntRange(1, 1000), default=1, show_default=True, help="k of pass@k (≤ --samples).")
@click.option("--concurrency", type=click.IntRange(1, 64), default=4, show_default=True, help="Attempts in flight.")
@click.option("--format", "output_format", type=click.Choice(_FORMATS), default="text", show_default=True)
@click.option("--output", "-o", type=click.Path(path_type=Path, dir_okay=False), help="Write the report here.")
@click.option("--threshold", type=click.FloatRange(0, 100), help="Fail any skill whose quality is below this (0–100).")
@click.option("--baseline", type=click.Path(path_type=Path, dir_okay=False), help="A previous --format json report.")
@click.option("--max-drop", type=click.FloatRange(min=0), help="Fail a skill whose quality fell more than this.")
@click.option("--progress/--no-progress", default=None, help="Progress bar on stderr [default: when a terminal].")
@container_options
def eval_command(
    skills_path: Path,
    benchmark_ref: str,
    benchmarks_dir: Path,
    agent: str | None,
    provider: str | None,
    model: str | None,
    base_url: str | None,
    dialect: str | None,
    samples: int,
    k: int,
    concurrency: int,
    output_format: str,
    output: Path | None,
    threshold: float | None,
    baseline: Path | None,
    max_drop: float | None,
    progress: bool | None,
    container: bool,
    container_base: str,
    allow_host: bool,
) -> int:
    """Run a benchmark's tasks against the skills under --skills and score them.

    Executable skills (an eval-skills skill.json with a subprocess or http entrypoint) are run
    directly; SKILL.md skills run through --agent. Exit codes: 0 passed, 1 a gate failed
    (--threshold, --max-drop), 2 bad usage or an invalid benchmark, 3 internal error.
    """
    from skillgrade.bench.engine import RunSettings, plan, run_benchmark
    from skillgrade.bench.loading import load_benchmark
    from skillgrade.bench.reports import Gate, apply_gate, read_baseline, render
    from skillgrade.bench.runners import discover_subjects

    if k > samples:
        raise UsageError(f"--k {k} needs at least {k} samples per task; give --samples {k} or more")
    if max_drop is not None and baseline is None:
        raise UsageError("--max-drop needs --baseline REPORT")
    loaded = load_benchmark(benchmark_ref, benchmarks_dir)
    bench = loaded.benchmark
    gate = Gate(threshold=threshold, max_drop=max_drop if max_drop is not None else (0.0 if baseline else None))
    if baseline is not None:
        gate.baseline = read_baseline(baseline, bench.id)
    subjects = discover_subjects(skills_path)
    if not subjects:
        raise UsageError(f"no skills (SKILL.md or skill.json) found under {skills_path}")
    if agent is None and provider and model and any(s.manifest is None for s in subjects):
        agent = "llm"
    needs_judge = any(t.evaluator.type == "llm_judge" for t in bench.tasks)
    provider_config = _provider_config(provider, model, base_url, dialect, concurrency)
    if agent == "llm" and provider_config is None:
        raise ModelSetupError("--agent llm needs --provider and --model")
    containers = _containers(subjects, agent, container, container_base, allow_host)

    async def main() -> list[Any]:
        from skillgrade.bench.evaluators import LLMJudge

        clients: list[Any] = []
        try:
            make_agent = _agent_factory(agent, provider_config, clients, containers)
            planned = plan(bench, subjects, make_agent)
            judge = _judge(provider_config, clients) if needs_judge else LLMJudge(None)
            total = len(planned) * len(bench.tasks) * samples
            drawn = ProgressBars({"eval": total}, enabled=progress is not False, terminal_only=progress is None)
            with drawn as bars:
                settings = RunSettings(
                    samples=samples,
                    k=k,
                    concurrency=concurrency,
                    make_agent=make_agent,
                    judge=judge,
                    progress=(lambda n: bars.advance("eval", n)) if bars.enabled else None,
                )
                return await run_benchmark(bench, planned, settings)
        finally:
            for client in clients:
                await client.aclose()

    skills = asyncio.run(main())
    apply_gate(skills, gate)
    text = render(output_format, loaded, skills, gate)
    if output is None:
        sys.stdout.write(text)
        sys.stdout.flush()
    else:
        try:
            output.parent.mkdir(parents=True, exist_ok=True)
            output.write_text(text, encoding="utf-8")
        except OSError as exc:
            raise UsageError(f"cannot write the report to {output}: {exc.strerror or exc}") from None
    return ExitCode.PASSED if gate.passed else ExitCode.GATE_FAILED


def _provider_config(
    provider: str | None, model: str | None, base_url: str | None, dialect: str | None, concurrency: int
) -> Any:
    if not provider and not model:
        return None
    if not provider or not model:
        raise ModelSetupError("give both --provider and --model")
    from skillgrade.llm.types import ProviderConfig

    return ProviderConfig(
        provider=provider,
        model=model,
        base_url=base_url,
        dialect=dialect,
        concurrency=concurrency,
    )


def _containers(
    subjects: list[Any], agent: str | None, container: bool, base: str, allow_host: bool
) -> dict[Path, Any] | None:
    """With --container, each SKILL.md skill's image (its Dockerfile built on ``base``, or ``base``)."""
    if not container:
        return None
    if agent is None or agent == "llm":
        raise UsageError("--container runs a command agent: give --agent claude, codex or a command with {prompt}")
    from skillgrade.agents.container import prepare

    if not daemon_or_host(allow_host, "agent"):
        return None
    return {s.root.resolve(): prepare(s.root, s.name, base, "/skills") for s in subjects if s.skill_md is not None}


def _agent_factory(
    agent: str | None, provider_config: Any, clients: list[Any], containers: dict[Path, Any] | None = None
) -> Any:
    if agent is None:
        return None
    if agent == "llm":
        from skillgrade.agents.llm import LLMAgent
        from skillgrade.llm.client import create_client

        client = create_client(provider_config)
        clients.append(client)
        shared = LLMAgent(client)
        return lambda seconds: shared
    from skillgrade.agents.command import PRESETS, CommandAgent

    if agent in PRESETS:
        return lambda seconds: CommandAgent.preset(agent, timeout=seconds, containers=containers)
    argv = shlex.split(agent)
    if not any("{prompt}" in part for part in argv):
        raise UsageError("--agent must be llm, claude, codex, or a command containing {prompt}")
    return lambda seconds: CommandAgent(argv, timeout=seconds, containers=containers)


def _judge(provider_config: Any, clients: list[Any]) -> Any:
    from skillgrade.bench.evaluators import LLMJudge
    from skillgrade.llm.client import create_client

    if provider_config is None:
        return LLMJudge(None, "llm_judge needs a judge model: give --provider and --model")
    try:
        client = create_client(provider_config)
    except ModelSetupError as exc:
        return LLMJudge(None, str(exc))
    clients.append(client)
    return LLMJudge(client)


@click.command("benchmarks")
@click.option(
    "--benchmarks-dir",
    type=click.Path(path_type=Path, file_okay=False),
    default=Path("benchmarks"),
    show_default=True,
)
@click.option("--format", "output_format", type=click.Choice(["text", "json"]), default="text", show_default=True)
def benchmarks(benchmarks_dir: Path, output_format: str) -> int:
    """List the benchmarks available to `skillgrade eval --benchmark ID`: built-ins, then --benchmarks-dir."""
    from skillgrade.bench.loading import available

    found = available(benchmarks_dir)
    if output_format == "json":
        rows = [
            {
                "id": a.id,
                "origin": a.origin,
                "source": a.source,
                "shadowed": a.shadowed,
                "valid": a.benchmark is not None,
                "problem": a.problem,
                **(
                    {
                        "name": a.benchmark.name,
                        "version": a.benchmark.version,
                        "domain": a.benchmark.domain,
                        "tasks": len(a.benchmark.tasks),
                        "scoringMethod": a.benchmark.scoringMethod,
                        "tags": a.benchmark.tags,
                    }
                    if a.benchmark
                    else {}
                ),
            }
            for a in found
        ]
        click.echo(json.dumps(rows, indent=2))
        return ExitCode.PASSED
    for a in found:
        if a.benchmark is None:
            click.echo(f"{a.id:<22} INVALID  {a.source}: {(a.problem or '').splitlines()[0]}")
            continue
        b = a.benchmark
        note = "  (shadowed by the built-in)" if a.shadowed else ""
        click.echo(
            f"{b.id:<22} {len(b.tasks):>3} tasks  {b.domain:<10} {b.scoringMethod:<13} {b.name}  [{a.source}]{note}"
        )
    return ExitCode.PASSED
