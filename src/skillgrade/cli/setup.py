"""``skillgrade setup``: one command that writes the GitHub workflow and adds the pre-commit hook.

Named ``setup`` rather than ``init-ci``: ``init CORPUS`` already builds a certification corpus, and
beside it ``init-ci`` reads as a variant of that command (``skillgrade init ci`` would build a
corpus called ``ci``); this command also sets up the local hook, which is not CI.
"""

from __future__ import annotations

from pathlib import Path

import click

from skillgrade import __version__
from skillgrade.errors import UsageError
from skillgrade.scaffold import precommit
from skillgrade.scaffold.workflows import WORKFLOW_PATH, matrix_workflow, single_job_workflow
from skillgrade.skill.discovery import repository_root


@click.command()
@click.option(
    "--shard",
    "shards",
    type=click.IntRange(2, 64),
    metavar="N",
    help="Write the matrix workflow: N shard jobs, then one merge job (for many skills at standard or deep depth).",
)
@click.option("--force", is_flag=True, help="Overwrite an existing .github/workflows/skillgrade.yml.")
@click.option("--workflow/--no-workflow", default=True, show_default=True, help="Write the GitHub workflow.")
@click.option("--hook/--no-hook", default=True, show_default=True, help="Add the hook to .pre-commit-config.yaml.")
@click.option("--hook-repo", default=precommit.HOOK_REPO, show_default=True, help="Where pre-commit gets the hook.")
@click.option("--hook-rev", default=f"v{__version__}", show_default=True, help="The hook's tag or commit.")
def setup(shards: int | None, force: bool, workflow: bool, hook: bool, hook_repo: str, hook_rev: str) -> int:
    """Set up this repository: the GitHub workflow and the pre-commit hook.

    Writes .github/workflows/skillgrade.yml (the single job, or with --shard N the matrix) and adds
    the skillgrade hook to .pre-commit-config.yaml, creating it or appending to its repos while
    keeping its comments, other repos and their order. Both watch a skill's files, its evals/ and
    agents/, and .skillgrade.yaml. Files go in the git repository holding the working directory.

    Exit codes: 0 written (or already set up); 2 a workflow exists (use --force), or the
    pre-commit config cannot be edited safely (nothing is written then).
    """
    root = repository_root(Path.cwd()) or Path.cwd()
    writes: list[tuple[Path, str, str]] = []
    if workflow:
        writes.append(_workflow(root, shards, force))
    if hook:
        planned = _hook(root, hook_repo, hook_rev)
        if planned is not None:
            writes.append(planned)
        else:
            click.echo(f"{precommit.CONFIG_NAME} already runs the skillgrade hook; left as it was")
    for path, text, what in writes:  # everything was checked first: a refusal writes nothing
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(text.encode("utf-8"))
        except OSError as exc:
            raise UsageError(f"cannot write {path.relative_to(root).as_posix()}: {exc.strerror or exc}") from None
        click.echo(f"{what} {path.relative_to(root).as_posix()}")
    if hook and any(w[0].name == precommit.CONFIG_NAME for w in writes):
        click.echo("Run `pre-commit install` once to run the hook on every commit.")
    return 0


def _workflow(root: Path, shards: int | None, force: bool) -> tuple[Path, str, str]:
    path = root / WORKFLOW_PATH
    if path.exists() and not force:
        raise UsageError(f"{WORKFLOW_PATH} exists; pass --force to overwrite it")
    text = matrix_workflow(shards) if shards else single_job_workflow()
    header = f"# {WORKFLOW_PATH}, written by `skillgrade setup{f' --shard {shards}' if shards else ''}`\n"
    kind = f"matrix of {shards} shards" if shards else "single job"
    verb = "overwrote" if path.exists() else "wrote"
    return path, header + text, f"{verb} the workflow ({kind}):"


def _hook(root: Path, repo: str, rev: str) -> tuple[Path, str, str] | None:
    path = root / precommit.CONFIG_NAME
    if not path.exists():
        return path, precommit.new_config(repo, rev), "created, with the skillgrade hook:"
    try:
        text = path.read_bytes().decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"{precommit.CONFIG_NAME}: cannot be read as UTF-8 text ({exc})") from None
    if precommit.has_skillgrade(precommit.load(text, precommit.CONFIG_NAME)):
        return None
    return path, precommit.add_hook(text, repo, rev), "added the skillgrade hook to"
