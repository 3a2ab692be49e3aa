"""``skillgrade lift SKILL``: run the skill's evals with and without the skill and report the lift."""

from __future__ import annotations

import asyncio
import shlex
from pathlib import Path
from typing import Any

import click

from skillgrade.cli.judge import build_judge, judge_options
from skillgrade.errors import ExitCode, ModelSetupError, UsageError

_NOT_FOR_LIFT = {"agent", "runs", "prompts_file", "stop_width", "judges", "budget_tokens", "agent_timeout"}


@click.command()
@click.argument("skill", type=click.Path(path_type=Path, exists=True))
@click.option("--evals", "evals_path", type=click.Path(path_type=Path, dir_okay=False), help="[evals/evals.json]")
@click.option("--repeats", "-r", type=click.IntRange(1, 100), default=3, show_default=True, help="Runs per arm.")
@click.option("--timeout", type=click.FloatRange(min=0.1), help="Seconds per run [evals defaults.timeout_sec, 300].")
@click.option("--min-lift", type=float, help="Exit 1 when the 95% interval's lower bound is below this.")
@click.option("--bootstrap-seed", type=int, default=0, show_default=True, help="Seed of the bootstrap interval.")
@click.option("--out", type=click.Path(path_type=Path, file_okay=False), help="Default: jobs/skill-eval/<skill>/.")
@click.option("--format", "output_format", type=click.Choice(["text", "json", "markdown", "junit"]), default="text")
@click.option("--export-gepa", type=click.Path(path_type=Path, file_okay=False), help="Write GEPA traces here.")
@click.option("--agent-model", help="Model of the llm agent (default: the first --model), same provider.")
@click.option("--skills-dir", default=None, help="Where a command agent finds skills [.claude/skills].")
@click.option("--config", type=click.Path(path_type=Path, dir_okay=False), help="Config file.")
@judge_options
def lift(
    skill: Path,
    evals_path: Path | None,
    repeats: int,
    timeout: float | None,
    min_lift: float | None,
    bootstrap_seed: int,
    out: Path | None,
    output_format: str,
    export_gepa: Path | None,
    agent_model: str | None,
    skills_dir: str | None,
    config: Path | None,
    lift_agents: tuple[str, ...],
    **flags: Any,
) -> int:
    """Run SKILL's evals/evals.json with the skill installed and without it, and report the lift.

    --agent is repeatable: llm (a model via --provider/--model), claude, codex, or a command with
    {prompt}. The --model flags choose the judge that grades rubric items (and the llm agent).
    """
    from skillgrade.agents.base import SkillInfo
    from skillgrade.cli.output import load_settings
    from skillgrade.lift import formats, outputs
    from skillgrade.skill.loader import load_skill

    root = skill.parent if skill.is_file() else skill
    if not (root / "SKILL.md").is_file():
        raise UsageError(f"{skill}: no SKILL.md here")
    loaded = load_skill(root / "SKILL.md", root.parent.resolve(), root.name)
    suite = formats.load(root.resolve(), loaded.name, evals_path)
    info = SkillInfo(loaded.name, loaded.description or "", loaded.body, loaded.root)
    settings = load_settings(config)
    needs_model = "llm" in (lift_agents or ("llm",)) or any(c.rubric for c in suite.cases)
    try:
        judge = build_judge(settings, "standard", flags)
    except ModelSetupError:
        if needs_model:
            raise ModelSetupError(
                "the llm agent and rubric items need a judge model: give --provider and --model "
                "(or set judge.provider and judge.models in the config)"
            ) from None
        judge = None
    records, labels = asyncio.run(
        _run(suite, info, lift_agents or ("llm",), judge, repeats, timeout, agent_model, skills_dir, root)
    )
    summary = outputs.summarise_runs(suite, records, labels, repeats=repeats, seed=bootstrap_seed, min_lift=min_lift)
    target = out or Path("jobs") / "skill-eval" / outputs.slug(suite.skill_name)
    outputs.write(target, summary, records)
    if export_gepa is not None:
        outputs.export_gepa(export_gepa, suite, records, loaded.skill_md)
    click.echo(outputs.render(summary, output_format), nl=False)
    return ExitCode.PASSED if summary.passed else ExitCode.GATE_FAILED


async def _run(
    suite: Any,
    info: Any,
    agent_flags: tuple[str, ...],
    judge: Any,
    repeats: int,
    timeout: float | None,
    agent_model: str | None,
    skills_dir: str | None,
    root: Path,
) -> tuple[list[Any], list[str]]:
    from skillgrade.lift.agents import CommandLiftAgent, LiftAgent, LLMLiftAgent
    from skillgrade.lift.runner import run_suite
    from skillgrade.llm.cache import DiskCache
    from skillgrade.llm.client import create_client

    clients = []
    cache = DiskCache(judge.cache_dir) if judge is not None and judge.use_cache else None
    judge_client = None
    if judge is not None:
        judge_client = create_client(judge.providers[0], cache=cache, offline=judge.offline)
        clients.append(judge_client)
    try:
        agents: list[LiftAgent] = []
        for flag in agent_flags:
            if flag == "llm":
                if judge is None:
                    raise ModelSetupError("the llm agent needs a model: give --provider and --model")
                provider = judge.providers[0]
                if agent_model:
                    provider = provider.model_copy(update={"model": agent_model})
                client = create_client(provider, cache=cache, offline=judge.offline)
                clients.append(client)
                agents.append(LLMLiftAgent(client))
            elif flag in ("claude", "codex"):
                agents.append(CommandLiftAgent.preset(flag))
            else:
                try:
                    agents.append(CommandLiftAgent(shlex.split(flag), skills_dir=skills_dir or ".claude/skills"))
                except ValueError as exc:
                    raise UsageError(f"--agent {flag!r}: {exc}") from None
        labels = [a.label for a in agents]
        if len(set(labels)) != len(labels):
            raise UsageError("the same --agent is given twice")
        concurrency = judge.providers[0].concurrency if judge is not None else 4
        records = await run_suite(
            suite, info, agents, judge_client, repeats=repeats, concurrency=concurrency, skill_root=root.resolve(),
            timeout=timeout,
        )  # fmt: skip
        return records, labels
    finally:
        for client in clients:
            await client.aclose()


lift.params = [p for p in lift.params if p.name not in _NOT_FOR_LIFT]
lift.params.append(
    click.Option(
        ["--agent", "lift_agents"],
        multiple=True,
        help="Agent backend (repeatable): llm, claude, codex, or a command with {prompt} [llm].",
    )
)
