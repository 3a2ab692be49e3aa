"""``skillgrade lift SKILL``: run the skill's evals with and without the skill and report the lift."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from skillgrade.cli.container_options import container_options, daemon_or_host
from skillgrade.cli.judge import build_judge, judge_options
from skillgrade.cli.options import CONFIG_FILE
from skillgrade.errors import ExitCode, ModelSetupError
from skillgrade.extras import require
from skillgrade.lift.agents import ALL_ARMS, ARMS

if TYPE_CHECKING:
    from skillgrade.agents.container import ContainerSpec
    from skillgrade.lift.formats import EvalSuite

_NOT_FOR_LIFT = {
    "agent",
    "runs",
    "prompts_file",
    "stop_width",
    "judges",
    "budget_tokens",
    "agent_timeout",
    "context_tokens",
}


@click.command()
@click.argument("skill", type=click.Path(path_type=Path, exists=True))
@click.option("--evals", "evals_path", type=click.Path(path_type=Path, dir_okay=False), help="[evals/evals.json]")
@click.option("--repeats", "-r", type=click.IntRange(1, 100), default=3, show_default=True, help="Runs per arm.")
@click.option("--timeout", type=click.FloatRange(min=0.1), help="Seconds per run [evals defaults.timeout_sec, 300].")
@click.option("--min-lift", type=float, help="Exit 1 when the 95% interval's lower bound is below this.")
@click.option("--bootstrap-seed", type=int, default=0, show_default=True, help="Seed of the bootstrap interval.")
@click.option("--out", type=click.Path(path_type=Path, file_okay=False), help="Default: jobs/skill-eval/<skill>/.")
@click.option("--format", "output_format", type=click.Choice(["text", "json", "markdown", "junit"]), default="text")
@click.option(
    "--export-gepa",
    is_flag=False,
    flag_value="",
    default=None,
    metavar="[DIR]",
    help="Write GEPA traces (alone: to <out>/gepa/, i.e. jobs/skill-eval/<skill>/gepa/).",
)
@click.option("--forced/--no-forced", default=True, show_default=True, help="Also run the skill-forced arm.")
@click.option("--judge-model", help="Model that grades rubric items [evals defaults.judge_model, else --model].")
@container_options
@click.option("--agent-model", help="Model of the llm agent (default: the first --model), same provider.")
@click.option("--skills-dir", default=None, help="Where a command agent finds skills [.claude/skills].")
@CONFIG_FILE
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
    export_gepa: str | None,
    forced: bool,
    judge_model: str | None,
    container: bool,
    container_base: str,
    allow_host: bool,
    agent_model: str | None,
    skills_dir: str | None,
    config: Path | None,
    lift_agents: tuple[str, ...],
    **flags: Any,
) -> int:
    """Run SKILL's evals/evals.json with the skill installed, without it and with its body forced,
    and report the lift (with − without) and the other two paired comparisons.

    --agent is repeatable: llm (a model via --provider/--model), claude, codex, or a command with
    {prompt}. The --model flags choose the judge that grades rubric items (and the llm agent).
    """
    require("llm")
    from skillgrade.cli.output import load_settings
    from skillgrade.lift import outputs
    from skillgrade.lift.measure import load_target, run_agents

    target = load_target(skill, evals_path)
    settings = load_settings(config)
    suite = target.suite
    grader = judge_model or suite.judge_model
    needs_model = "llm" in (lift_agents or ("llm",)) or any(c.rubric for c in suite.cases if c.scorable)
    if grader and not flags.get("models") and not settings.judge.models:
        flags = {**flags, "models": (grader,)}
    try:
        judge = build_judge(settings, "standard", flags)
    except ModelSetupError:
        if needs_model:
            raise ModelSetupError(
                "the llm agent and rubric items need a judge model: give --provider and --model "
                "(or set judge.provider and judge.models in the config)"
            ) from None
        judge = None
    for case in suite.cases:
        if not case.scorable:
            click.echo(f"skillgrade: warning: {outputs.NO_GRADER_WARNING.format(id=case.id)}", err=True)
    spec = _isolation(target.root, suite, container, container_base, allow_host)
    arms = ALL_ARMS if forced else ARMS
    runs = asyncio.run(
        run_agents(
            target, lift_agents or ("llm",), judge, repeats=repeats, timeout=timeout, agent_model=agent_model,
            skills_dir=skills_dir, arms=arms, judge_model=grader, container=spec,
        )
    )  # fmt: skip
    records = runs.records
    isolation = spec.describe() if spec is not None else "host"
    summary = outputs.summarise_runs(
        suite, records, runs.labels, repeats=repeats, seed=bootstrap_seed, min_lift=min_lift, arms=arms,
        judge_model=runs.judge_model, isolation=isolation,
    )  # fmt: skip
    folder = out or Path("jobs") / "skill-eval" / outputs.slug(suite.skill_name)
    outputs.write(folder, summary, records)
    outputs.write_workspace(folder / "workspace", suite, summary, records, target.root)
    if export_gepa is not None:
        outputs.export_gepa(Path(export_gepa) if export_gepa else folder / "gepa", suite, records, target.skill_md)
    click.echo(outputs.render(summary, output_format), nl=False)
    return ExitCode.PASSED if summary.passed else ExitCode.GATE_FAILED


def _isolation(root: Path, suite: EvalSuite, container: bool, base: str, allow_host: bool) -> ContainerSpec | None:
    """The container spec with ``--container``; None (host) otherwise, or when no daemon answers and
    ``--allow-host`` says the host will do. The skill's Dockerfile is built only here."""
    from skillgrade.agents.container import find_dockerfile, prepare

    if not container:
        dockerfile = find_dockerfile(root)
        if dockerfile is not None:
            click.echo(
                f"skillgrade: {dockerfile} is not built: the runs happen on this machine (pass --container "
                "to run them in its image)",
                err=True,
            )
        return None
    if not daemon_or_host(allow_host, "agents"):
        return None
    return prepare(root, suite.skill_name, base, suite.skill_mount_dir)


lift.params = [p for p in lift.params if p.name not in _NOT_FOR_LIFT]
lift.params.append(
    click.Option(
        ["--agent", "lift_agents"],
        multiple=True,
        help="Agent backend (repeatable): llm, claude, codex, or a command with {prompt} [llm].",
    )
)
