import argparse, re
from pathlib import Path
from . import selftest

RULES = [
    (r"\$_(GET|POST|REQUEST)\[", "High", "raw superglobal; use required_param/optional_param"),
    (r"get_records_sql\([^,]*\.\s*\$", "Critical", "string-built SQL"),
    (r"(api[_-]?key|password)\s*=\s*['\"][^'\"]{8,}", "High", "secret in code"),
]

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("plugin"); ap.add_argument("--report", default="audit-report.md")
    a = ap.parse_args()
    print(selftest.run())
    out = ["# Audit report", ""]
    for f in Path(a.plugin).rglob("*.php"):
        for i, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
            for pat, sev, msg in RULES:
                if re.search(pat, line, re.I):
                    out.append(f"- **{sev}** {f}:{i} — {msg}")
    Path(a.report).write_text("\n".join(out) + "\n")

if __name__ == "__main__":
    main()
