"""A JSON file shaped as a package.json under another name (a fragment the skill has the reader merge
into theirs) installs what its dependency maps list once merged: a tarball or git URL off the public
registry, or a near-miss name, is read there as in a package.json."""

from __future__ import annotations

import json
from pathlib import Path

from behaviour_files import scan_errors


def _fragment(rel: str, data: dict[str, object]) -> dict[str, str]:
    return {rel: json.dumps(data, indent=2) + "\n"}


def test_a_merged_fragment_installing_from_an_unknown_host_is_an_error(tmp_path: Path) -> None:
    files = _fragment(
        "templates/deps.extra.json",
        {"optionalDependencies": {"chalk": "^5.3.0", "left-pad-pro": "http://198.51.100.23:4873/left-pad-pro.tgz"}},
    )
    assert ("UNTRUSTED_PACKAGE_SOURCE", "templates/deps.extra.json", 4) in scan_errors(tmp_path, files)


def test_a_fragment_with_name_and_dependencies_reads_git_sources_and_near_misses(tmp_path: Path) -> None:
    files = _fragment(
        "config/workspace-base.json",
        {
            "name": "shared-tooling",
            "private": True,
            "dependencies": {"commander": "^12.0.0", "vitest-helpers": "git+https://git.tools-cache.invalid/h.git"},
            "devDependencies": {"prettier-plugin-tailwnidcss": "^0.6.0"},
        },
    )
    errors = {rule for rule, _, _ in scan_errors(tmp_path, files)}
    assert {"UNTRUSTED_PACKAGE_SOURCE", "TYPOSQUATTED_PACKAGE"} <= errors


def test_other_json_with_a_dependencies_key_or_registry_versions_stays_quiet(tmp_path: Path) -> None:
    files = {
        # another tool's "dependencies" map, with no package.json field beside it
        **_fragment("data/graph.json", {"dependencies": {"ingest": "https://docs.pipeline.invalid/ingest"}}),
        # a real fragment whose packages come from the registry
        **_fragment("assets/package.test.json", {"devDependencies": {"vitest": "^2.0.0", "jsdom": "^25.0.0"}}),
    }
    assert scan_errors(tmp_path, files) == set()
