#!/usr/bin/env python3
"""Print a Kubernetes Secret manifest from a user-named KEY=VALUE file."""
import argparse
import base64
import sys


def read_env(path):
    out = {}
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if not line or line.startswith("#") or "=" not in line:
                continue
            k, v = line.split("=", 1)
            out[k.strip()] = v.strip().strip('"').strip("'")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--name", required=True)
    ap.add_argument("--namespace", default="default")
    ap.add_argument("--env-file", required=True)
    a = ap.parse_args()
    vals = read_env(a.env_file)
    w = sys.stdout.write
    w("apiVersion: v1\nkind: Secret\n")
    w(f"metadata:\n  name: {a.name}\n  namespace: {a.namespace}\ntype: Opaque\ndata:\n")
    for k, v in sorted(vals.items()):
        w(f"  {k}: {base64.b64encode(v.encode()).decode()}\n")
    print(f"# {len(vals)} keys; base64 is encoding, not encryption", file=sys.stderr)


if __name__ == "__main__":
    main()
