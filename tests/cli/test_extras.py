"""Optional dependencies: the map from a missing import to its extra agrees with pyproject.toml,
and the core stays free of every library an extra provides."""

from __future__ import annotations

import re
import sys
from importlib import metadata
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

from skillgrade.extras import EXTRA_OF, missing_extra

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
    assert extras["all"] == [f"skillgrade[{','.join(sorted(named, key=['llm', 'stats', 'action', 'postgres'].index))}]"]
    assert "skillgrade[all]" in extras["test"]


def test_missing_extra_names_the_extra_or_leaves_a_real_bug_alone():
    message = missing_extra(ModuleNotFoundError("No module named 'numpy.linalg'", name="numpy.linalg"))
    assert message is not None and "'stats' extra" in message and "pip install 'skillgrade[stats]'" in message
    assert missing_extra(ModuleNotFoundError("x", name="not_an_extra")) is None
    assert missing_extra(ImportError("cannot import name 'x' from 'numpy'", name="numpy")) is None
