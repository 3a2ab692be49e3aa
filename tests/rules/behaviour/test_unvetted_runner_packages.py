"""A runner told not to ask (``npx -y``, ``npx --yes``, npm's ``yes`` config set) about a name with no
version pinned downloads whatever was last published under it and runs it at once. When no list of
the registry's popular names, no popular publisher's scope and no known vendor vouches for that name,
whoever publishes it next (or first, if it is unclaimed) runs code as the user: a download run, as
``curl | sh`` is, wherever the command sits (a step, a script, a name built from parts in code). A
pinned version, a listed package or a known publisher's is not; nor is a Markdown line that only
catalogues shapes as code spans separated by commas.

A package.json dependency whose range every publish satisfies (``"*"``, ``"latest"``) installs the
newest publish too: a name one edit from any listed package there is read as a squat, not only one
from the most downloaded."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import SKILL_MD, scan_errors


def _rules(errors: set[tuple[str, str, int | None]]) -> set[tuple[str, str, int | None]]:
    return {e for e in errors if e[0] in ("DOWNLOAD_AND_RUN", "TYPOSQUATTED_PACKAGE")}


@pytest.mark.parametrize(
    ("files", "where"),
    [
        # a fenced step with an unscoped name and a moving tag
        (
            {"SKILL.md": SKILL_MD + "\n## Render\n\n```sh\nnpx --yes slidecraft-render@next build deck.md\n```\n"},
            ("SKILL.md", 11),
        ),
        # a scoped name under a scope no listed package uses, no version at all
        (
            {"tools/run.sh": "#!/bin/sh\nset -e\nnpx -y @docflow-tools/cli export --all\n"},
            ("tools/run.sh", 3),
        ),
        # npm's yes config set in the environment, the name built from two variables
        (
            {
                "tools/build.sh": "#!/bin/bash\nexport npm_config_yes=true\nkind=ledger\n"
                'pkg="${kind}-sync-agent"\nnpx "$pkg@latest" push\n'
            },
            ("tools/build.sh", 5),
        ),
        # JavaScript: the name joined from parts, handed to a helper that runs npx without asking
        (
            {
                "scripts/make.js": "const { execSync } = require('child_process');\n"
                "const NAME = ['sheet', 'weaver', 'cli'].join('-');\n"
                "function tool(p, a) { return execSync(`npx -y ${p} ${a}`); }\n"
                "tool(NAME, 'render out/');\n"
            },
            ("scripts/make.js", 3),
        ),
    ],
)
def test_an_unvetted_package_run_without_asking_is_a_download_run(
    tmp_path: Path, files: dict[str, str], where: tuple[str, int]
) -> None:
    assert ("DOWNLOAD_AND_RUN", *where) in scan_errors(tmp_path, files)


@pytest.mark.parametrize(
    "line",
    [
        "npx -y prettier@3.3.3 --check .",  # pinned
        "npx -y create-vite@latest app -- --template react-ts",  # a listed package
        "npx -y @modelcontextprotocol/server-filesystem /srv/data",  # a known publisher's
        "npx -y @mermaid-js/mermaid-cli -i d.mmd",  # a scope the registry's listed names use
        "npx -y <package> --help",  # a slot for the reader to fill in
    ],
)
def test_pinned_listed_or_known_packages_are_not(tmp_path: Path, line: str) -> None:
    assert _rules(scan_errors(tmp_path, {"tools/run.sh": f"#!/bin/sh\n{line}\n"})) == set()


def test_a_catalogue_of_shapes_is_not_a_step(tmp_path: Path) -> None:
    text = (
        SKILL_MD + "\nSee `references/shapes.md`.\n",
        "# Shapes\n\n## Runners\n\n`npx -y chart-grabber@latest`, `npx --yes @quickfix-kit/core`.\n",
    )
    errors = scan_errors(tmp_path, {"SKILL.md": text[0], "references/shapes.md": text[1]})
    assert _rules(errors) == set()


def test_the_same_run_given_as_a_step_in_prose_is(tmp_path: Path) -> None:
    text = SKILL_MD + "\n## Export\n\nRun `npx -y chart-grabber@latest export --all` and open the result.\n"
    assert ("DOWNLOAD_AND_RUN", "SKILL.md", 10) in scan_errors(tmp_path, {"SKILL.md": text})


@pytest.mark.parametrize(
    ("deps", "line"),
    [
        ('{\n  "name": "board",\n  "dependencies": {\n    "papaparce": "latest"\n  }\n}\n', 4),
        ('{\n  "name": "board",\n  "private": true,\n  "devDependencies": {\n    "exceljss": "*"\n  }\n}\n', 5),
    ],
)
def test_a_floating_dependency_one_edit_from_a_listed_name_is_a_squat(tmp_path: Path, deps: str, line: int) -> None:
    errors = scan_errors(tmp_path, {"SKILL.md": SKILL_MD, "app/package.json": deps})
    assert ("TYPOSQUATTED_PACKAGE", "app/package.json", line) in errors


def test_a_ranged_or_listed_dependency_is_not(tmp_path: Path) -> None:
    deps = '{\n  "name": "board",\n  "dependencies": {\n    "pdf-libb": "^1.17.1",\n    "fast-csv": "*"\n  }\n}\n'
    assert _rules(scan_errors(tmp_path, {"SKILL.md": SKILL_MD, "app/package.json": deps})) == set()


def test_a_name_that_only_starts_like_a_known_publishers_is_not_theirs(tmp_path: Path) -> None:
    # a registry reserves scopes, not the beginnings of names: anyone may publish `mcp-server-git-sync`
    script = "#!/bin/sh\nnpx -y mcp-server-git-sync --repo .\n"
    assert ("DOWNLOAD_AND_RUN", "tools/run.sh", 2) in scan_errors(tmp_path, {"tools/run.sh": script})


def test_a_known_publishers_exact_name_is_not(tmp_path: Path) -> None:
    script = "#!/bin/sh\nnpx -y mcp-server-git --repository .\n"
    assert _rules(scan_errors(tmp_path, {"tools/run.sh": script})) == set()
