"""The command line: click lives here and nowhere else."""

from __future__ import annotations


def run() -> None:
    """The console script. The collector runs rarely from the very start: importing the CLI makes
    tens of thousands of long-lived objects (click, PyYAML, markdown-it, the rules, the report
    classes), and collecting them again and again was about a tenth of a pre-commit hook run.
    :func:`skillgrade.cli.main.run` then freezes what was imported. Regular expressions and
    dataclass methods compiled by earlier runs come back from :mod:`skillgrade.compile_store`, and
    what this run compiles anew is kept at its end; the pre-commit hook (files named one by one)
    keeps a store of its own, and ends without tearing the interpreter down (:func:`.hook.leave`)."""
    import gc
    import sys

    gc.set_threshold(50_000, 50, 100)
    from skillgrade import compile_store
    from skillgrade.cli.hook import bare_hook_paths, only_files

    paths = bare_hook_paths(sys.argv[1:])
    compile_store.load("hook" if paths is not None and only_files(paths) else "")
    if paths is not None:  # the pre-commit hook as shipped: no click needed to read it
        from skillgrade.cli.hook import leave, run_bare_hook

        try:
            code = run_bare_hook(paths)
        finally:
            compile_store.save()
        leave(code)
    try:
        from skillgrade.cli.main import run as main_run

        main_run()
    finally:
        compile_store.save()
