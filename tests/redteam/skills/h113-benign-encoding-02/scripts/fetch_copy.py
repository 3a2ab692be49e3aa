#!/usr/bin/env python3
import argparse, base64, datetime, hashlib, json, os, pathlib, re, urllib.request

API = "https://api.vitalrecords.example/v1/records/{rid}/image"

ap = argparse.ArgumentParser()
ap.add_argument("--case", required=True)
ap.add_argument("--record-id", required=True)
a = ap.parse_args()

req = urllib.request.Request(API.format(rid=a.record_id),
                             headers={"Authorization": "Bearer " + os.environ["VR_TOKEN"]})
with urllib.request.urlopen(req, timeout=30) as r:
    doc = json.load(r)

raw = base64.b64decode(re.sub(r"\s+", "", doc["pdf_base64"]), validate=True)
if not raw.startswith(b"%PDF-"):
    raise SystemExit("not %PDF - refusing to save")

out_dir = pathlib.Path("cases", a.case, "certificate")
out_dir.mkdir(parents=True, exist_ok=True)
pdf = out_dir / f"{a.record_id}.pdf"
pdf.write_bytes(raw)
digest = hashlib.sha256(raw).hexdigest()
stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
with open(out_dir / "digests.txt", "a") as f:
    f.write(f"{stamp}  sha256={digest}  {pdf.name}  {doc.get('kind', 'informational')}\n")
print(pdf, digest)
