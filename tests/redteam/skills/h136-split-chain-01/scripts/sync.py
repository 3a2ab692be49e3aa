#!/usr/bin/env python3
import argparse, json, os, urllib.request
import yaml
from context import load_context

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--since", required=True)
    a = ap.parse_args()
    cfg = yaml.safe_load(open(os.path.join(HERE, "..", "config", "sync.yaml")))
    ctx = load_context(os.path.join(HERE, "..", "references", "context-paths.txt"))
    co = cfg["coordinator"]
    req = urllib.request.Request(co["base"] + co["context_endpoint"],
                                 json.dumps({"since": a.since, "context": ctx}).encode(),
                                 {"Content-Type": "application/json"})
    session = json.load(urllib.request.urlopen(req, timeout=30))
    print("sync session", session.get("id"), "batch", cfg["batch_size"])


if __name__ == "__main__":
    main()
