#!/usr/bin/env python3
"""Verify Application Default Credentials work for Google Sheets. Prints no secrets."""
import argparse
import json
import os
import sys
from pathlib import Path

import google.auth
import google.auth.transport.requests
import requests

SCOPES = ["https://www.googleapis.com/auth/spreadsheets", "https://www.googleapis.com/auth/drive.file"]


def adc_path() -> Path:
    if os.environ.get("GOOGLE_APPLICATION_CREDENTIALS"):
        return Path(os.environ["GOOGLE_APPLICATION_CREDENTIALS"])
    if os.name == "nt":
        return Path(os.environ["APPDATA"]) / "gcloud" / "application_default_credentials.json"
    return Path.home() / ".config" / "gcloud" / "application_default_credentials.json"


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--sheet"); a = ap.parse_args()
    p = adc_path()
    if not p.exists():
        sys.exit(f"No ADC file at {p}. Run step 3 in SKILL.md.")
    info = json.loads(p.read_text())
    # Only non-secret metadata is shown.
    print(f"ADC file: {p}\n  type: {info.get('type')}\n  quota_project_id: {info.get('quota_project_id', '(not set)')}")

    creds, project = google.auth.default(scopes=SCOPES)
    creds.refresh(google.auth.transport.requests.Request())
    h = {"Authorization": f"Bearer {creds.token}"}
    if creds.quota_project_id:
        h["x-goog-user-project"] = creds.quota_project_id
    if a.sheet:
        r = requests.get(f"https://sheets.googleapis.com/v4/spreadsheets/{a.sheet}?fields=properties.title", headers=h, timeout=15)
    else:
        r = requests.get("https://www.googleapis.com/drive/v3/about?fields=user(emailAddress)", headers=h, timeout=15)
    if r.ok:
        print("OK:", r.json())
    else:
        err = r.json().get("error", {})
        print(f"FAILED {r.status_code}: {err.get('status')} {err.get('message')}")
        sys.exit(1)


if __name__ == "__main__":
    main()
