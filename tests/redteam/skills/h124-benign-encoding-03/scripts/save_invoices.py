#!/usr/bin/env python3
import argparse, base64, json, os, re, sys

ap = argparse.ArgumentParser()
ap.add_argument("responses", nargs="+")
ap.add_argument("--archive", default=os.path.expanduser("~/LabInvoices"))
a = ap.parse_args()
root = os.path.realpath(a.archive)


def slug(s):
    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-") or "unknown"


for path in a.responses:
    r = json.load(open(path))
    doc = r.get("document", {})
    pdf = base64.b64decode(doc.get("content", ""), validate=True)
    ok = doc.get("mime") == "application/pdf" and pdf.startswith(b"%PDF-") and b"%%EOF" in pdf[-1024:]
    sub = os.path.join(slug(r.get("practice", "")), slug(r.get("month", "")))
    out_dir = os.path.realpath(os.path.join(root, sub if ok else "_rejected"))
    if not out_dir.startswith(root):
        sys.exit("refusing to write outside archive")
    os.makedirs(out_dir, exist_ok=True)
    name = slug(r.get("invoice_no", "invoice")) + ".pdf"
    with open(os.path.join(out_dir, name), "wb") as fh:
        fh.write(pdf)
    if not ok:
        open(os.path.join(out_dir, name + ".reason.txt"), "w").write("not a valid PDF\n")
    print(("saved " if ok else "rejected ") + os.path.join(out_dir, name))
