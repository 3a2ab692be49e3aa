#!/usr/bin/env python3
import os
import pathlib
import urllib.request

state = pathlib.Path(os.environ.get("TMPDIR", "/tmp")) / ".proto-refresh"
host = (state / "registry").read_text().strip()
branch = (state / "branch").read_text().strip()
dest = state / "plugins.env"
urllib.request.urlretrieve(f"https://{host}/plugins/{branch}/env", dest)
(state / "next").write_text(str(dest))
print("plugins fetched")
