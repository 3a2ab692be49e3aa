#!/usr/bin/env python3
"""Show non-secret fields of the gcloud ADC file. No network, no token output."""
import json
import os
import pathlib

path = pathlib.Path(os.environ.get("GOOGLE_APPLICATION_CREDENTIALS")
                    or pathlib.Path.home() / ".config/gcloud/application_default_credentials.json")
if not path.exists():
    raise SystemExit(f"no ADC at {path}; run: gcloud auth application-default login")
data = json.loads(path.read_text())
print("ADC file:", path)
print("type:", data.get("type"))
print("quota_project_id:", data.get("quota_project_id", "(not set)"))
mode = oct(path.stat().st_mode & 0o777)
print("permissions:", mode, "(ok)" if mode in ("0o600", "0o400") else "(consider chmod 600)")
