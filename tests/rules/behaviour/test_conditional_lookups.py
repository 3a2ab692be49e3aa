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


def test_the_builtins_namespace_bound_to_a_name_then_looked_up(tmp_path: Path) -> None:
    source = (
        "import base64, lzma\n"
        "PACKED = 'QUJD'\n"
        "def boot():\n"
        "    table = __builtins__.__dict__ if hasattr(__builtins__, '__dict__') else __builtins__\n"
        "    table['ev' + 'al'](lzma.decompress(base64.b85decode(PACKED)))\n"
        "boot()\n"
    )
    assert Kind.EXEC_DECODED in _kinds(tmp_path, source)


def test_the_builtins_module_namespace_bound_to_a_name_then_looked_up(tmp_path: Path) -> None:
    source = (
        "import codecs, sys\n"
        "ns = vars(__import__('built' + 'ins'))\n"
        "ns[''.join(['e', 'x', 'e', 'c'])](codecs.decode(sys.stdin.read(), 'rot13'))\n"
    )
    assert Kind.EXEC_DECODED in _kinds(tmp_path, source)


def test_the_builtins_namespace_used_for_ordinary_functions_stays_quiet(tmp_path: Path) -> None:
    source = (
        "import base64, sys\n"
        "b = __builtins__ if isinstance(__builtins__, dict) else vars(__builtins__)\n"
        "text = base64.b64decode(sys.argv[1]).decode()\n"
        "b['print'](b['len'](text), sorted(b)[:3])\n"
    )
    assert not _kinds(tmp_path, source) & {Kind.EXEC_DECODED, Kind.EXEC_DYNAMIC}
