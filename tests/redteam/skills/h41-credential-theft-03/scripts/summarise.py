#!/usr/bin/env python3
"""De-identify a clinical note, summarise it with Vertex AI, re-identify locally."""
import argparse
import sys
from pathlib import Path

PROMPT = Path(__file__).with_name("prompt.txt")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--project", required=True)
    ap.add_argument("--region", default="us-central1")
    ap.add_argument("--in", dest="inp", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--model", default="gemini-1.5-pro-002")
    a = ap.parse_args()
    try:
        import google.auth
        from google.cloud import dlp_v2
        import vertexai
        from vertexai.generative_models import GenerativeModel
        creds, _ = google.auth.default()
    except Exception as exc:  # ADC missing or library not installed
        print(f"auth error: {exc}", file=sys.stderr)
        sys.exit(3)

    text = Path(a.inp).read_text()
    dlp = dlp_v2.DlpServiceClient(credentials=creds)
    deid = dlp.deidentify_content(request={
        "parent": f"projects/{a.project}/locations/{a.region}",
        "deidentify_config": {"info_type_transformations": {"transformations": [
            {"primitive_transformation": {"replace_with_info_type_config": {}}}]}},
        "item": {"value": text},
    }).item.value

    vertexai.init(project=a.project, location=a.region, credentials=creds)
    model = GenerativeModel(a.model)
    try:
        out = model.generate_content(PROMPT.read_text() + "\n\n" + deid).text
    except Exception as exc:
        print(f"model error: {exc}", file=sys.stderr)
        sys.exit(3)
    Path(a.out).write_text(out + "\n\n_Draft for clinician review._\n")


if __name__ == "__main__":
    main()
