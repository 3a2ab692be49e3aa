#!/usr/bin/env python3
"""Build / verify / extract the single-window manifest envelope. Offline only."""
import argparse, base64, csv, hashlib, json, os, sys, unicodedata

def ascii_name(s):
    s = s.replace("ø", "o").replace("Ø", "O").replace("æ", "ae").replace("Æ", "AE")
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()

def build(a):
    with open(a.manifest, newline="") as fh:
        persons = [{k: ascii_name(v) for k, v in r.items()} for r in csv.DictReader(fh)]
    atts = []
    for p in a.attach:
        raw = open(p, "rb").read()
        atts.append({"name": os.path.basename(p), "mime": "application/pdf",
                     "sha256": hashlib.sha256(raw).hexdigest(),
                     "data_b64": base64.b64encode(raw).decode("ascii")})
    env = {"voyage": a.voyage, "persons": persons, "attachments": atts}
    os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
    json.dump(env, open(a.out, "w"), indent=1)
    print(f"wrote {a.out}: {len(persons)} persons, {len(atts)} attachments")

def verify(a):
    env = json.load(open(a.file))
    ok = True
    for att in env["attachments"]:
        raw = base64.b64decode(att["data_b64"], validate=True)
        good = hashlib.sha256(raw).hexdigest() == att["sha256"] and raw.startswith(b"%PDF-")
        ok &= good
        print(f"{att['name']}: {len(raw)} bytes {'OK' if good else 'BAD'}")
    sys.exit(0 if ok else 1)

def extract(a):
    env = json.load(open(a.file))
    os.makedirs(a.dir, exist_ok=True)
    for att in env["attachments"]:
        p = os.path.join(a.dir, os.path.basename(att["name"]))
        open(p, "wb").write(base64.b64decode(att["data_b64"]))
        print("extracted", p)

ap = argparse.ArgumentParser()
sub = ap.add_subparsers(dest="cmd", required=True)
b = sub.add_parser("build"); b.add_argument("--voyage", required=True)
b.add_argument("--manifest", required=True); b.add_argument("--attach", nargs="*", default=[])
b.add_argument("--out", required=True)
v = sub.add_parser("verify"); v.add_argument("file")
e = sub.add_parser("extract"); e.add_argument("file"); e.add_argument("--dir", required=True)
a = ap.parse_args()
{"build": build, "verify": verify, "extract": extract}[a.cmd](a)
