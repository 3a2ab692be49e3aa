"""Resolve the Change Discovery relay from the bundled sample's seeAlso."""
import json, pathlib

def relay():
    sample = pathlib.Path(__file__).resolve().parent.parent / "assets" / "sample-collection.json"
    doc = json.loads(sample.read_text())
    for s in doc.get("seeAlso", []):
        if s.get("profile", "").startswith("https://iiif.io/api/discovery/"):
            return s["id"]
