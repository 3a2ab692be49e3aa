"""Optional dependencies: the map from a missing import to its extra agrees with pyproject.toml,
and the core stays free of every library an extra provides."""

from __future__ import annotations

import re
import subprocess
import sys
from importlib import metadata
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

from skillgrade.extras import EXTRA_OF, INCLUDES, missing_extra, require

PYPROJECT = tomllib.loads((Path(__file__).resolve().parents[2] / "pyproject.toml").read_text(encoding="utf-8"))
PROJECT = PYPROJECT["project"]


def _names(requirements: list[str]) -> set[str]:
    return {re.split(r"[\s\[<>=;~!]", r, maxsplit=1)[0].lower() for r in requirements}


def test_each_module_maps_to_the_extra_that_installs_it():
    extras = PROJECT["optional-dependencies"]
    distributions = metadata.packages_distributions()
    for module, extra in EXTRA_OF.items():
        provided_by = {d.lower() for d in distributions[module]}
        assert provided_by & _names(extras[extra]), (module, extra, provided_by)
        assert not provided_by & _names(PROJECT["dependencies"]), f"{module} must not be in the core"


def test_all_and_test_install_every_extra():
    extras = PROJECT["optional-dependencies"]
    named = {e for e in extras if e not in ("all", "test")}
    order = ["models", "llm", "stats", "action", "postgres"]
    assert extras["all"] == [f"skillgrade[{','.join(sorted(named, key=order.index))}]"]
    assert "skillgrade[all]" in extras["test"]


def test_missing_extra_names_the_extra_or_leaves_a_real_bug_alone():
    message = missing_extra(ModuleNotFoundError("No module named 'numpy.linalg'", name="numpy.linalg"))
    assert message is not None and "'stats' extra" in message and "pip install 'skillgrade[stats]'" in message
    assert missing_extra(ModuleNotFoundError("x", name="not_an_extra")) is None
    assert missing_extra(ImportError("cannot import name 'x' from 'numpy'", name="numpy")) is None


def test_pydantic_jsonschema_and_platformdirs_are_the_models_extra_inside_llm_and_action():
    extras = PROJECT["optional-dependencies"]
    assert {EXTRA_OF[m] for m in ("pydantic", "jsonschema", "platformdirs")} == {"models"}
    assert _names(extras["models"]) == {"pydantic", "jsonschema", "platformdirs"}
    grammars = ("bash", "javascript", "typescript", "powershell")
    parsers = {"tree-sitter"} | {f"tree-sitter-{grammar}" for grammar in grammars}
    assert _names(PROJECT["dependencies"]) == {"click", "pyyaml", "markdown-it-py", "tomli"} | parsers
    for extra in INCLUDES:
        assert "skillgrade[models]" in extras[extra], extra


def test_require_names_the_command_s_extra_not_the_first_missing_piece():
    # An interpreter where pydantic cannot be found: `require("llm")` must name llm, not models.
    probe = (
        "import importlib.util, sys\n"
        "real = importlib.util.find_spec\n"
        "importlib.util.find_spec = lambda name, *a: None if name == 'pydantic' else real(name, *a)\n"
        "from skillgrade.extras import ExtraMissing, missing_extra, require\n"
        "try:\n    require('llm')\nexcept ExtraMissing as exc:\n    print(missing_extra(exc))\n"
    )
    done = subprocess.run((sys.executable, "-c", probe), capture_output=True, text=True, timeout=60)
    assert "needs the 'llm' extra" in done.stdout and "no module named 'pydantic'" in done.stdout, done
    require("llm")  # installed here: nothing to say
