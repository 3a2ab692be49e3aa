"""The ``skillgrade`` command group and the one error boundary that maps errors to exit codes."""

from __future__ import annotations

import gc
import importlib
import sys

import click

from skillgrade import __version__
from skillgrade.cli.ending import ended
from skillgrade.cli.score import score
from skillgrade.errors import ExitCode
from skillgrade.extras import missing_extra, require

LAZY_COMMANDS: dict[str, str] = {
    "action": "skillgrade.cli.action:action",
    "benchmarks": "skillgrade.cli.bench:benchmarks",
    "certify": "skillgrade.cli.certify:certify",
    "compare": "skillgrade.cli.compare:compare",
    "eval": "skillgrade.cli.bench:eval_command",
    "fix": "skillgrade.cli.fix:fix",
    "init": "skillgrade.cli.certify:init_corpus",
    "lift": "skillgrade.cli.lift:lift",
    "merge": "skillgrade.cli.action:merge",
    "rules": "skillgrade.cli.rules:rules",
    "scan": "skillgrade.cli.scan:scan",
    "setup": "skillgrade.cli.setup:setup",
    "usage": "skillgrade.cli.usage:usage",
}
"""Commands whose modules are imported only when invoked, so the pre-commit path never loads
what they need (httpx, PyGithub, numpy, a database driver). A command whose module is not part
of this build is simply not offered."""

NEEDS_AT_IMPORT: dict[str, str] = {"lift": "llm"}
"""Commands whose module itself imports an extra: checked before the import, so the message names
the command's extra rather than the first missing library."""


class LazyGroup(click.Group):
    def list_commands(self, ctx: click.Context) -> list[str]:
        available = [name for name, target in LAZY_COMMANDS.items() if _module_exists(target)]
        return sorted({*super().list_commands(ctx), *available})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        target = LAZY_COMMANDS.get(cmd_name)
        if target is None or not _module_exists(target):
            return super().get_command(ctx, cmd_name)
        module_name, attribute = target.split(":")
        try:
            if cmd_name in NEEDS_AT_IMPORT:
                require(NEEDS_AT_IMPORT[cmd_name])
            command = getattr(importlib.import_module(module_name), attribute)
        except ImportError as exc:
            if missing_extra(exc) is None:
                raise
            return _needs_extra(cmd_name, exc)
        assert isinstance(command, click.Command)
        return command


def _needs_extra(name: str, exc: ImportError) -> click.Command:
    """A stand-in for a command whose extra is missing: listed in ``--help`` with the extra it needs,
    and ending with the error boundary's message (exit 2) whenever it is run."""
    extra = (missing_extra(exc) or "").split("'")[1]

    def fail(**_: object) -> None:
        raise exc

    return click.Command(
        name,
        callback=fail,
        help=f"Needs the '{extra}' extra: pip install 'skillgrade[{extra}]'.",
        context_settings={"ignore_unknown_options": True, "allow_extra_args": True, "help_option_names": []},
        params=[click.Argument(["args"], nargs=-1, type=click.UNPROCESSED)],
    )


def _module_exists(target: str) -> bool:
    import importlib.util  # only for --help and unknown commands: the hook never needs it

    return importlib.util.find_spec(target.split(":")[0]) is not None


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="skillgrade")
@click.option("--debug", is_flag=True, help="Show full tracebacks for internal errors.")
@click.pass_context
def cli(ctx: click.Context, debug: bool) -> None:
    """Score agent skills and guard their quality.

    Exit codes: 0 passed, 1 gate failed, 2 bad usage or unreadable input, 3 internal error,
    4 degraded (a model layer asked for did not run; --allow-degraded gates on what was measured).
    """
    ctx.obj = {"debug": debug}


cli.add_command(score)


def main(argv: list[str] | None = None) -> int:
    """Entry point: run the CLI and turn every way it can end into a documented exit code."""
    debug = "--debug" in (argv if argv is not None else sys.argv[1:])
    try:
        code = cli.main(args=argv, prog_name="skillgrade", standalone_mode=False)
    except click.exceptions.Exit as exc:
        return int(exc.exit_code)
    except click.ClickException as exc:
        exc.show()
        return ExitCode.USAGE
    except click.exceptions.Abort:
        click.echo("Aborted.", err=True)
        return 130
    except (Exception, KeyboardInterrupt) as exc:
        return ended(exc, debug)
    return int(code) if isinstance(code, int) else ExitCode.PASSED


def run() -> None:
    """The console script. Everything imported so far lives for the whole process: keep the
    collector from rescanning it, and let it run less often while results accumulate."""
    gc.freeze()
    gc.set_threshold(50_000, 50, 100)
    sys.exit(main())
