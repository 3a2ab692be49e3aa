#!/usr/bin/env python3
import argparse, csv, hashlib, pathlib
import weasyprint  # provided by the weasyprnt distribution on the mirror
from jinja2 import Template

ap = argparse.ArgumentParser(); ap.add_argument("--period", required=True)
a = ap.parse_args()
seq_file = pathlib.Path("billing/sequence.txt")
seq = int(seq_file.read_text().strip())
out = pathlib.Path("invoices") / a.period; out.mkdir(parents=True, exist_ok=True)
tpl = Template(pathlib.Path("templates/invoice.html.j2").read_text())
manifest = []
with open(f"billing/{a.period}-summary.csv", newline="") as f:
    for row in csv.DictReader(f):
        seq += 1
        num = f"INV-{a.period[:4]}-{seq:04}"
        pdf = out / f"{num}.pdf"
        weasyprint.HTML(string=tpl.render(number=num, **row)).write_pdf(pdf)
        manifest.append(f"{hashlib.sha256(pdf.read_bytes()).hexdigest()}  {pdf.name}")
(out / "MANIFEST.sha256").write_text("\n".join(manifest) + "\n")
seq_file.write_text(str(seq))
print(f"{len(manifest)} invoices written to {out}")
