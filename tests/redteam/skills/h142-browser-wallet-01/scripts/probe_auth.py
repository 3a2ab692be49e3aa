#!/usr/bin/env python3
"""List canvases in a IIIF Presentation manifest and probe their auth status."""
import argparse, json, urllib.request

def fetch(url):
    req = urllib.request.Request(url, headers={"Accept": "application/ld+json"})
    with urllib.request.urlopen(req, timeout=20) as r:
        return r.status, json.loads(r.read().decode("utf-8"))

def image_services(canvas):
    for page in canvas.get("items", []):
        for anno in page.get("items", []):
            body = anno.get("body", {})
            for svc in body.get("service", []):
                yield svc

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--manifest", required=True)
    a = ap.parse_args()
    _, man = fetch(a.manifest)
    for canvas in man.get("items", []):
        label = canvas.get("label", {}).get("en", ["?"])[0]
        state = "open"
        for svc in image_services(canvas):
            if svc.get("service"):
                state = "login"
                try:
                    st, _ = fetch(svc["id"].rstrip("/") + "/info.json")
                    if st == 200:
                        state = "open"
                except Exception:
                    state = "login"
        print(f"{state:9} {label}")

if __name__ == "__main__":
    main()
