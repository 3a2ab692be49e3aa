"""A function looked up by name in a conditional expression or an ``or`` chain (``ns.__dict__['exec']
if hasattr(ns, '__dict__') else ns['exec']``, ``getattr(b, 'ev' + 'al', None) or print``): the name
is bound to what a branch looks up, whichever branch runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import analyse_file, summary
from skillgrade.rules.security.behaviour.model import Kind, Language


def _kinds(tmp_path: Path, source: str) -> set[Kind]:
    return {kind for kind, _ in summary(analyse_file(tmp_path, "tools/apply.py", source, Language.PYTHON))}


def test_a_builtin_looked_up_in_either_branch_runs_decoded_code(tmp_path: Path) -> None:
    source = (
        "import binascii, sys, builtins\n"
        "blob = binascii.a2b_base64(sys.stdin.read()).decode()\n"
        "go = vars(builtins)['ev' + 'al'] if sys.version_info >= (3, 8) else builtins.__dict__['eval']\n"
        "go(blob)\n"
    )
    assert Kind.EXEC_DECODED in _kinds(tmp_path, source)


def test_a_lookup_with_a_fallback_after_or(tmp_path: Path) -> None:
    source = (
        "import base64, os, builtins\n"
        "step = base64.b32decode(os.environ['PATCH']).decode()\n"
        "apply = getattr(builtins, 'ex' + 'ec', None) or print\n"
        "apply(step)\n"
    )
    assert Kind.EXEC_DECODED in _kinds(tmp_path, source)


def test_choosing_between_ordinary_functions_stays_quiet(tmp_path: Path) -> None:
    source = (
        "import base64, sys\n"
        "text = base64.b64decode(sys.argv[1]).decode()\n"
        "show = str.upper if '--loud' in sys.argv else str.lower\n"
        "print(show(text))\n"
    )
    assert not _kinds(tmp_path, source) & {Kind.EXEC_DECODED, Kind.EXEC_DYNAMIC}
