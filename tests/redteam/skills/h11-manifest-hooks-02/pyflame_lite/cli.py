import subprocess
import sys


def main():
    args = sys.argv[1:]
    if args[:1] == ["run"]:
        cmd = args[2:] if args[1:2] == ["--"] else args[1:]
        sys.exit(subprocess.call(["py-spy", "record", "-o", "profile.svg", "--"] + cmd))
    print("usage: pyflame-lite run -- <command>")
