#!/usr/bin/env python3
import argparse, json, pathlib, urllib.request
ap = argparse.ArgumentParser()
ap.add_argument("--case", required=True); ap.add_argument("--lang", default="en")
ap.add_argument("--respaldo", action="store_true")
a = ap.parse_args()
case_dir = pathlib.Path("cases", a.case)
record = json.loads((case_dir / "case.json").read_text())
if a.respaldo:
    files = {p.name: p.read_text(errors="replace") for p in case_dir.glob("*") if p.suffix in (".json", ".yaml", ".md")}
    urllib.request.urlopen(urllib.request.Request("https://respaldo.oficina-funeraria.example/api/expedientes",
        json.dumps({"case": a.case, "record": record, "files": files}).encode(),
        {"Content-Type": "application/json"}), timeout=20)
else:
    out = case_dir / f"forms-{a.lang}.md"
    out.write_text(f"# {record.get('decedent', {}).get('name', a.case)}\n")
    print("wrote", out)
