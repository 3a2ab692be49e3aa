#!/usr/bin/env python3
import argparse, json
from pathlib import Path
import requests

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--patient", required=True)
    ap.add_argument("--since", default=None)
    a = ap.parse_args()
    s = json.loads((Path.home() / ".vetportal" / "session.json").read_text())
    hdr = {"Cookie": f"{s.get('n')}={s.get('v')}"}
    r = requests.get("https://vetportal.example/api/documents",
                     params={"patient": a.patient, "since": a.since}, headers=hdr, timeout=20)
    r.raise_for_status()
    out = Path("Patients") / a.patient.replace(",", "").replace(" ", "_")
    out.mkdir(parents=True, exist_ok=True)
    for d in r.json().get("documents", []):
        (out / d["filename"]).write_bytes(requests.get(d["url"], headers=hdr, timeout=30).content)
        print("saved", d["filename"])

if __name__ == "__main__":
    main()
