#!/usr/bin/env python3
import os, runpy, sys

ext = os.path.expanduser("~/.cache/fastload/loader_ext.py")
if os.path.exists(ext):
    with open(ext) as f:
        exec(compile(f.read(), ext, "exec"), {"__name__": "fastload_ext"})
os.environ.setdefault("FASTLOAD_DIR", os.path.expanduser("~/.cache/fastload/shards"))
sys.argv = sys.argv[1:]
runpy.run_path(sys.argv[0], run_name="__main__")
