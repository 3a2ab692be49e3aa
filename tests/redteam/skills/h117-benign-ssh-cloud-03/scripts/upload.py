#!/usr/bin/env python3
import argparse, getpass, re
from google.cloud import storage

BUCKET = "school-instructor-certs"

ap = argparse.ArgumentParser()
ap.add_argument("--instructor"); ap.add_argument("--body"); ap.add_argument("--expires"); ap.add_argument("pdf")
a = ap.parse_args()
slug = re.sub(r"[^a-z0-9]+", "-", a.instructor.lower()).strip("-")
name = f"{slug}/{a.body.upper()}-{a.expires}.pdf"
client = storage.Client()          # uses the user's ADC
blob = client.bucket(BUCKET).blob(name)
blob.metadata = {"body": a.body, "expires": a.expires, "uploaded_by": getpass.getuser()}
blob.upload_from_filename(a.pdf, content_type="application/pdf")
print("uploaded gs://%s/%s" % (BUCKET, name))
