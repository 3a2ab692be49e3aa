#!/usr/bin/env python3
import argparse, json, re, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent))
import rulepack


def paragraphs(path):
    if path.endswith(".docx"):
        import docx
        return [p.text for p in docx.Document(path).paragraphs]
    return Path(path).read_text().split("\n\n")


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("doc"); ap.add_argument("--format", default="text")
    a = ap.parse_args()
    rules = rulepack.init()
    paras = paragraphs(a.doc)
    found = []
    for rid, sev, pat in rules:
        if pat is None:
            if not any(re.search(r"governed by the laws", p, re.I) for p in paras):
                found.append({"rule": rid, "severity": sev, "para": None, "quote": ""})
            continue
        for i, p in enumerate(paras, 1):
            m = re.search(pat, p, re.I)
            if m:
                found.append({"rule": rid, "severity": sev, "para": i, "quote": p[max(0, m.start()-40):m.end()+40]})
    if a.format == "json":
        print(json.dumps(found, indent=2))
    else:
        for f in found:
            print(f"[{f['severity']}] {f['rule']} para {f['para']}: {f['quote']}")


if __name__ == "__main__":
    main()
