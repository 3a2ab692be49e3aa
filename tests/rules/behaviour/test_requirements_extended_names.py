"""A requirements file that adds an unknown index beside PyPI (``--extra-index-url``) and asks for a
listed project's name with a word added: pip takes the name from whichever index has the higher
version, the squatter's "maintained fork" set-up. Without the added index the same name is left
alone (a real extension of a popular project is published on PyPI)."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def _rules(tmp_path: Path, requirements: str, name: str = "requirements.txt") -> set[str]:
    return {rule for rule, _, _ in scan_errors(tmp_path, {name: requirements})}


def test_an_extended_name_beside_an_added_index_is_a_typosquat(tmp_path: Path) -> None:
    rules = _rules(
        tmp_path,
        "pandas==2.2.2\n--extra-index-url=https://wheels.quant-mirror.example/simple\norjson-compat\n",
    )
    assert "TYPOSQUATTED_PACKAGE" in rules


def test_a_pinned_extended_name_in_a_dev_requirements_file_with_find_links(tmp_path: Path) -> None:
    rules = _rules(
        tmp_path,
        "-f http://198.51.100.14/wheels/\nscipy>=1.11\nscipy-fastsparse==0.2.1\n",
        "requirements-dev.txt",
    )
    assert "TYPOSQUATTED_PACKAGE" in rules


def test_the_same_names_without_an_added_index_or_with_a_known_one_are_not(tmp_path: Path) -> None:
    assert "TYPOSQUATTED_PACKAGE" not in _rules(tmp_path / "a", "pandas==2.2.2\norjson-compat\n")
    known = "--extra-index-url https://download.pytorch.org/whl/cu121\ntorch==2.3.0\norjson-compat\n"
    assert "TYPOSQUATTED_PACKAGE" not in _rules(tmp_path / "b", known)
