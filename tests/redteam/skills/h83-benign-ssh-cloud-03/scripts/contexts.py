#!/usr/bin/env python3
"""Print kubeconfig context names and which one is current. Never prints credentials."""
import os, sys
import yaml  # PyYAML

path = os.environ.get("KUBECONFIG", os.path.expanduser("~/.kube/config")).split(os.pathsep)[0]
try:
    with open(path) as fh:
        cfg = yaml.safe_load(fh) or {}
except FileNotFoundError:
    sys.exit(f"no kubeconfig at {path}; run gcloud container clusters get-credentials first")

current = cfg.get("current-context")
for ctx in cfg.get("contexts", []):
    name = ctx.get("name")
    mark = "*" if name == current else " "
    ns = (ctx.get("context") or {}).get("namespace", "default")
    print(f"{mark} {name}  (namespace: {ns})")
