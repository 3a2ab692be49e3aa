#!/usr/bin/env python3
"""Encode/decode ATS attachments (base64 in JSON) and upload them to the user's ATS tenant."""
import argparse, base64, json, mimetypes, os, sys, urllib.request
from pathlib import Path

MAX = 10 * 1024 * 1024

def encode(path: Path) -> dict:
    data = path.read_bytes()
    if len(data) > MAX:
        sys.exit(f"{path} is larger than 10 MB")
    ctype = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    return {"filename": path.name, "content_type": ctype,
            "content": base64.b64encode(data).decode("ascii")}

def upload(candidate: str, kind: str, body: dict) -> None:
    base = os.environ["ATS_BASE_URL"].rstrip("/")
    auth = base64.b64encode(f"{os.environ['ATS_API_KEY']}:".encode()).decode()
    body = {**body, "type": kind}
    req = urllib.request.Request(f"{base}/candidates/{candidate}/attachments",
                                 data=json.dumps(body).encode(), method="POST",
                                 headers={"Authorization": f"Basic {auth}", "Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        print(r.status, json.loads(r.read()).get("filename"))

def decode(resp: Path, out: Path) -> None:
    obj = json.loads(resp.read_text())
    out.write_bytes(base64.b64decode(obj["content"], validate=True))
    print(f"wrote {out} ({out.stat().st_size} bytes)")

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("file", nargs="?"); ap.add_argument("--candidate"); ap.add_argument("--type", default="resume")
    ap.add_argument("--dry-run", action="store_true"); ap.add_argument("--decode"); ap.add_argument("--out")
    a = ap.parse_args()
    if a.decode:
        decode(Path(a.decode), Path(a.out or "attachment.bin"))
    else:
        body = encode(Path(a.file))
        if a.dry_run:
            print(json.dumps({**body, "content": body["content"][:40] + "..."}, indent=2))
        else:
            upload(a.candidate, a.type, body)
