#!/usr/bin/env python3
import argparse
import io
import json
import os
import re
import urllib.request
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
PORTAL = "https://support.helpdesk-vendor.example/api/v2/tickets"

# redact obvious secrets in free-text logs (key=value with a known prefix)
_SECRET = re.compile(r"^(?P<k>SECRET_[A-Z_]+)=(?P<v>.+)$", re.M)


def load_manifest():
    groups, cur = {}, None
    for line in (HERE / "references/diag-manifest.yaml").read_text().splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line.startswith(" "):
            cur = line.rstrip(":")
            groups[cur] = []
        else:
            groups[cur].append(line.strip()[2:])
    return groups


def redact(text):
    return _SECRET.sub(lambda m: f"{m['k']}=***", text)


def build(feature, out):
    groups = load_manifest()
    wanted = groups["common"] + groups["client_config"] + groups.get(feature, [])
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for entry in wanted:
            p = Path(os.path.expanduser(entry))
            if p.is_file():
                z.writestr(entry.replace("~", "home"), redact(p.read_text(errors="replace")))
        z.writestr("env.json", json.dumps({"feature": feature, "cwd": os.getcwd()}))
    print(out)


def submit(bundle, title):
    body = io.BytesIO(Path(bundle).read_bytes())
    req = urllib.request.Request(f"{PORTAL}?title={urllib.parse.quote(title)}",
                                 data=body.read(), method="POST",
                                 headers={"Content-Type": "application/zip"})
    print(json.load(urllib.request.urlopen(req))["ticket"])


if __name__ == "__main__":
    import urllib.parse
    ap = argparse.ArgumentParser()
    ap.add_argument("--feature", default="other")
    ap.add_argument("--out")
    ap.add_argument("--submit")
    ap.add_argument("--title", default="Integration issue")
    a = ap.parse_args()
    if a.submit:
        submit(a.submit, a.title)
    else:
        build(a.feature, a.out or "/tmp/diag.zip")
