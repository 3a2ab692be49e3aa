"""skillgrade's own PEP 517 build backend: a wheel, an editable wheel and an sdist, with no build requirements.

Why not a published backend: pip builds every pre-commit hook install in an isolated environment,
and installing a backend into it was the largest single cost of installing the hook (about 1.1 s
of 2.5 s with flit_core, measured in ``perf/bench_install.py``). A backend that needs nothing
(on Python 3.10, only ``tomli`` to read pyproject.toml) makes that step free.

It builds exactly this project: the ``skillgrade`` package under ``src/``, metadata from the static
``[project]`` table (Core Metadata 2.4), console scripts from ``[project.scripts]``. Archives are
reproducible: sorted entries, fixed timestamps (``SOURCE_DATE_EPOCH`` when set).
"""

from __future__ import annotations

import base64
import gzip
import hashlib
import io
import os
import sys
import tarfile
import time
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "skillgrade"
SOURCE = ROOT / "src"
SKIPPED_PARTS = {"__pycache__"}
SKIPPED_SUFFIXES = (".pyc", ".pyo")
SDIST_FILES = ("pyproject.toml", "README.md")
SDIST_TREES = ("src", "build-backend")
WHEEL = "Wheel-Version: 1.0\nGenerator: skillgrade_build\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
ZIP_EPOCH = 315532800  # 1980-01-01, the earliest time a zip entry can carry


def get_requires_for_build_wheel(config_settings: dict[str, Any] | None = None) -> list[str]:
    return _requires()


def get_requires_for_build_editable(config_settings: dict[str, Any] | None = None) -> list[str]:
    return _requires()


def get_requires_for_build_sdist(config_settings: dict[str, Any] | None = None) -> list[str]:
    return _requires()


def build_wheel(
    wheel_directory: str, config_settings: dict[str, Any] | None = None, metadata_directory: str | None = None
) -> str:
    files = [(f"{PACKAGE}/{p.relative_to(SOURCE / PACKAGE).as_posix()}", p.read_bytes()) for p in _package_files()]
    return _write_wheel(Path(wheel_directory), files)


def build_editable(
    wheel_directory: str, config_settings: dict[str, Any] | None = None, metadata_directory: str | None = None
) -> str:
    """A wheel holding only a ``.pth`` line that puts ``src/`` on ``sys.path`` (PEP 660)."""
    return _write_wheel(Path(wheel_directory), [(f"_{PACKAGE}_editable.pth", f"{SOURCE}\n".encode())])


def build_sdist(sdist_directory: str, config_settings: dict[str, Any] | None = None) -> str:
    project = _project()
    base = f"{_normalised(project['name'])}-{project['version']}"
    name = f"{base}.tar.gz"
    members = [(rel, (ROOT / rel).read_bytes()) for rel in SDIST_FILES]
    for tree in SDIST_TREES:
        members += [(p.relative_to(ROOT).as_posix(), p.read_bytes()) for p in _files_under(ROOT / tree)]
    members.append(("PKG-INFO", metadata(project).encode()))
    mtime = _epoch()
    # The gzip header carries a timestamp too: "w:gz" would stamp the time of the build.
    with (
        (Path(sdist_directory) / name).open("wb") as raw,
        gzip.GzipFile(f"{base}.tar", "wb", fileobj=raw, mtime=mtime) as zipped,
        tarfile.open(fileobj=zipped, mode="w", format=tarfile.PAX_FORMAT) as archive,
    ):
        for rel, data in sorted(members):
            info = tarfile.TarInfo(f"{base}/{rel}")
            info.size, info.mtime, info.mode = len(data), mtime, 0o644
            archive.addfile(info, io.BytesIO(data))
    return name


def metadata(project: dict[str, Any]) -> str:
    """The METADATA / PKG-INFO text of ``project`` (a static ``[project]`` table)."""
    lines = [
        "Metadata-Version: 2.4",
        f"Name: {project['name']}",
        f"Version: {project['version']}",
    ]
    if "description" in project:
        lines.append(f"Summary: {project['description']}")
    authors = [a["name"] for a in project.get("authors", []) if "name" in a]
    if authors:
        lines.append(f"Author: {', '.join(authors)}")
    if isinstance(project.get("license"), str):
        lines.append(f"License-Expression: {project['license']}")
    if "requires-python" in project:
        lines.append(f"Requires-Python: {project['requires-python']}")
    lines += [f"Classifier: {c}" for c in project.get("classifiers", [])]
    lines += [f"Project-URL: {label}, {url}" for label, url in project.get("urls", {}).items()]
    lines += [f"Requires-Dist: {r}" for r in project.get("dependencies", [])]
    for extra, requirements in project.get("optional-dependencies", {}).items():
        lines.append(f"Provides-Extra: {extra}")
        lines += [f"Requires-Dist: {_with_extra(r, extra)}" for r in requirements]
    readme = project.get("readme")
    if not isinstance(readme, str):
        return "\n".join(lines) + "\n"
    lines.append(f"Description-Content-Type: {'text/markdown' if readme.endswith('.md') else 'text/plain'}")
    return "\n".join(lines) + "\n\n" + (ROOT / readme).read_text(encoding="utf-8")


def _with_extra(requirement: str, extra: str) -> str:
    spec, _, marker = requirement.partition(";")
    condition = f'extra == "{extra}"'
    return f"{spec.strip()}; ({marker.strip()}) and {condition}" if marker.strip() else f"{spec.strip()}; {condition}"


def _write_wheel(directory: Path, files: list[tuple[str, bytes]]) -> str:
    project = _project()
    name, version = _normalised(project["name"]), project["version"]
    dist_info = f"{name}-{version}.dist-info"
    scripts = project.get("scripts", {})
    entries = "[console_scripts]\n" + "".join(f"{k} = {v}\n" for k, v in scripts.items()) if scripts else ""
    generated = [
        (f"{dist_info}/METADATA", metadata(project).encode()),
        (f"{dist_info}/WHEEL", WHEEL.encode()),
    ]
    if entries:
        generated.append((f"{dist_info}/entry_points.txt", entries.encode()))
    everything = sorted(files) + generated
    record = "".join(f"{path},sha256={_digest(data)},{len(data)}\n" for path, data in everything)
    everything.append((f"{dist_info}/RECORD", (record + f"{dist_info}/RECORD,,\n").encode()))
    wheel_name = f"{name}-{version}-py3-none-any.whl"
    stamp = time.gmtime(max(_epoch(), ZIP_EPOCH))[:6]
    with zipfile.ZipFile(directory / wheel_name, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for path, data in everything:
            info = zipfile.ZipInfo(path, date_time=stamp)
            info.external_attr = 0o644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, data)
    return wheel_name


def _package_files() -> list[Path]:
    return list(_files_under(SOURCE / PACKAGE))


def _files_under(folder: Path) -> Iterator[Path]:
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not SKIPPED_PARTS & set(path.parts) and not path.name.endswith(SKIPPED_SUFFIXES):
            yield path


def _digest(data: bytes) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def _normalised(name: str) -> str:
    return name.replace("-", "_").replace(".", "_").lower()


def _epoch() -> int:
    return int(os.environ.get("SOURCE_DATE_EPOCH", ZIP_EPOCH))


def _requires() -> list[str]:
    return [] if sys.version_info >= (3, 11) else ["tomli>=1.1"]


def _project() -> dict[str, Any]:
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # the backend asked for tomli on 3.10 (get_requires_for_build_*)
        import tomli as tomllib  # type: ignore[import-not-found,unused-ignore]
    project: dict[str, Any] = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    if project.get("dynamic"):
        raise ValueError(f"skillgrade_build reads a static [project] table; dynamic: {project['dynamic']}")
    return project
