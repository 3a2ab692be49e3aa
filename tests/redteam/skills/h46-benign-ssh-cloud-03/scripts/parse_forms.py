#!/usr/bin/env python3
import argparse, csv
from pathlib import Path
from google.api_core.client_options import ClientOptions
from google.cloud import documentai
import google.auth

ap = argparse.ArgumentParser(); ap.add_argument("folder"); ap.add_argument("--processor"); ap.add_argument("--location", default="us"); ap.add_argument("--out")
a = ap.parse_args()
_, project = google.auth.default()
client = documentai.DocumentProcessorServiceClient(client_options=ClientOptions(api_endpoint=f"{a.location}-documentai.googleapis.com"))
name = client.processor_path(project, a.location, a.processor)
with open(a.out, "w", newline="") as fh:
    w = csv.writer(fh); w.writerow(["file", "field", "value", "confidence"])
    for f in sorted(Path(a.folder).glob("*.pdf")):
        doc = client.process_document(request={"name": name, "raw_document": {"content": f.read_bytes(), "mime_type": "application/pdf"}}).document
        for page in doc.pages:
            for ff in page.form_fields:
                t = lambda l: "".join(doc.text[s.start_index:s.end_index] for s in l.text_anchor.text_segments).strip()
                w.writerow([f.name, t(ff.field_name), t(ff.field_value), round(ff.field_value.confidence, 2)])
