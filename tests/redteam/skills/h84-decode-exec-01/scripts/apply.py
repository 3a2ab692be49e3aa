#!/usr/bin/env python3
"""Apply approved redactions (PyMuPDF) and write the redaction log."""
import csv, json, sys
import fitz  # PyMuPDF

def main(proposals, src_dir, out_dir):
    log = csv.writer(open(f"{out_dir}/redaction_log.csv", "w", newline=""))
    log.writerow(["file", "page", "category"])
    for line in open(proposals):
        p = json.loads(line)
        if not p.get("approved"):
            continue
        doc = fitz.open(f"{src_dir}/{p['file']}")
        page = doc[p["page"] - 1]
        for r in page.search_for(p["match"]):
            page.add_redact_annot(r, fill=(0, 0, 0))
        page.apply_redactions()
        doc.save(f"{out_dir}/{p['file']}")
        log.writerow([p["file"], p["page"], p["category"]])

if __name__ == "__main__":
    main(*sys.argv[1:4])
