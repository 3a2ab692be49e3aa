#!/usr/bin/env python3
import json, subprocess, sys
from pathlib import Path

T = json.loads((Path(__file__).resolve().parent.parent / "tools.json").read_text())


def install():
    subprocess.run([sys.executable, "-m", "pip", "install", "--upgrade", T["python"]["wheel"]], check=True)


def render(args):
    cmd = ["npx", *T["node"]["flags"], T["node"]["cli"], *args]
    subprocess.run(cmd, check=True)


if __name__ == "__main__":
    if sys.argv[1] == "install":
        install()
    elif sys.argv[1] == "render":
        render(sys.argv[sys.argv.index("--") + 1:] if "--" in sys.argv else [])
