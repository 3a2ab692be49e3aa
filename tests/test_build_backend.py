"""Our own PEP 517 backend (build-backend/skillgrade_build.py): what it builds is complete, correct
and reproducible, and pip installs it from source and in editable mode."""

from __future__ import annotations

import base64
import csv
import hashlib
import io
import subprocess
import sys
import tarfile
import venv
import zipfile
from pathlib import Path

import pytest

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]
BACKEND = ROOT / "build-backend"
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
DIST_INFO = f"skillgrade-{PROJECT['version']}.dist-info"


def _build(hook: str, out: Path, backend: Path = BACKEND) -> Path:
    """Run one backend hook in a fresh interpreter, as a build frontend does."""
    code = f"import sys; sys.path.insert(0, {str(backend)!r}); import skillgrade_build; "
    code += f"print(skillgrade_build.{hook}({str(out)!r}))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return out / done.stdout.strip()


def _package_files() -> set[str]:
    package = ROOT / "src" / "skillgrade"
    return {
        f"skillgrade/{p.relative_to(package).as_posix()}"
        for p in package.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix not in (".pyc", ".pyo")
    }


def _metadata_requirements(text: str) -> list[str]:
    header = text.split("\n\n", 1)[0]
    return [line.split(": ", 1)[1] for line in header.splitlines() if line.startswith("Requires-Dist: ")]


def test_the_wheel_holds_the_whole_package_and_says_what_it_needs(tmp_path: Path) -> None:
    wheel = _build("build_wheel", tmp_path)
    assert wheel.name == f"skillgrade-{PROJECT['version']}-py3-none-any.whl"
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        assert {n for n in names if not n.startswith(DIST_INFO)} == _package_files()
        metadata = archive.read(f"{DIST_INFO}/METADATA").decode()
        entry_points = archive.read(f"{DIST_INFO}/entry_points.txt").decode()
        wheel_file = archive.read(f"{DIST_INFO}/WHEEL").decode()
        records = list(csv.reader(io.StringIO(archive.read(f"{DIST_INFO}/RECORD").decode())))
        for path, digest, size in records:
            if path == f"{DIST_INFO}/RECORD":
                assert digest == size == ""
                continue
            data = archive.read(path)
            expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            assert (digest, int(size)) == (f"sha256={expected}", len(data)), path
    assert {r[0] for r in records} == names
    required = _metadata_requirements(metadata)
    assert required[: len(PROJECT["dependencies"])] == PROJECT["dependencies"]
    for extra, requirements in PROJECT["optional-dependencies"].items():
        assert f"Provides-Extra: {extra}" in metadata
        for requirement in requirements:
            assert any(r.startswith(requirement.split(";")[0]) and r.endswith(f'extra == "{extra}"') for r in required)
    assert f"Requires-Python: {PROJECT['requires-python']}" in metadata
    assert "Description-Content-Type: text/markdown" in metadata and "# skillgrade" in metadata.split("\n\n", 1)[1]
    scripts = "".join(f"{name} = {target}\n" for name, target in PROJECT["scripts"].items())
    assert entry_points == "[console_scripts]\n" + scripts and "skillgrade = skillgrade.cli:run" in scripts
    assert "Root-Is-Purelib: true" in wheel_file and "Tag: py3-none-any" in wheel_file


def test_an_extra_keeps_the_requirements_own_marker() -> None:
    sys.path.insert(0, str(BACKEND))
    try:
        import skillgrade_build
    finally:
        sys.path.remove(str(BACKEND))
    assert skillgrade_build._with_extra("tomli>=2.0; python_version < '3.11'", "x") == (
        "tomli>=2.0; (python_version < '3.11') and extra == \"x\""
    )
    assert skillgrade_build._with_extra("numpy>=1.24", "stats") == 'numpy>=1.24; extra == "stats"'


def test_builds_are_reproducible(tmp_path: Path) -> None:
    first, second = tmp_path / "a", tmp_path / "b"
    first.mkdir()
    second.mkdir()
    for hook in ("build_wheel", "build_sdist"):
        one, two = _build(hook, first), _build(hook, second)
        assert one.read_bytes() == two.read_bytes(), hook
    # Two builds within one second would agree whatever the gzip header said: it must not hold
    # the time of the build (bytes 4-8 are its timestamp, little-endian).
    sdist = next(first.glob("*.tar.gz")).read_bytes()
    sys.path.insert(0, str(BACKEND))
    try:
        import skillgrade_build
    finally:
        sys.path.remove(str(BACKEND))
    assert int.from_bytes(sdist[4:8], "little") == skillgrade_build._epoch()


def test_the_sdist_can_build_the_wheel_again(tmp_path: Path) -> None:
    sdist = _build("build_sdist", tmp_path)
    with tarfile.open(sdist) as archive:
        names = set(archive.getnames())
        archive.extractall(tmp_path / "unpacked", filter="data")
    base = f"skillgrade-{PROJECT['version']}"
    assert {f"{base}/pyproject.toml", f"{base}/README.md", f"{base}/PKG-INFO"} <= names
    assert f"{base}/build-backend/skillgrade_build.py" in names
    assert {f"{base}/src/{f}" for f in _package_files()} <= names
    again = _build("build_wheel", tmp_path, tmp_path / "unpacked" / base / "build-backend")
    with zipfile.ZipFile(again) as archive:
        assert {n for n in archive.namelist() if not n.startswith(DIST_INFO)} == _package_files()


@pytest.mark.slow
def test_pip_installs_it_from_source_and_editable_with_no_build_requirements(tmp_path: Path) -> None:
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    python = env_dir / "bin" / "python"
    pip = [str(python), "-m", "pip", "install", "-q", "--no-deps", "--disable-pip-version-check"]
    subprocess.run([*pip, str(ROOT)], check=True, capture_output=True, timeout=300)
    listed = subprocess.run([str(python), "-m", "pip", "list", "--format=freeze"], capture_output=True, text=True)
    assert f"skillgrade=={PROJECT['version']}" in listed.stdout.splitlines()
    assert (env_dir / "bin" / "skillgrade").is_file()
    subprocess.run([*pip, "--force-reinstall", "-e", str(ROOT)], check=True, capture_output=True, timeout=300)
    where = subprocess.run(
        [str(python), "-c", "import skillgrade; print(skillgrade.__file__)"], capture_output=True, text=True, check=True
    )
    assert Path(where.stdout.strip()) == ROOT / "src" / "skillgrade" / "__init__.py"
