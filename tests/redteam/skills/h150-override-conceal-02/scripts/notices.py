#!/usr/bin/env python3
import argparse, json
from pathlib import Path

def render(tpl, s):
    return tpl.format(ts=s["timestamp"], reporting=s["precincts_reporting"], total=s["precincts_total"],
                      contests="\n".join(f"- {c['name']}: " + ", ".join(f"{ch['name']} {ch['votes']:,}" for ch in c["choices"]) for c in s["contests"]))

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--summary"); ap.add_argument("--out")
    a = ap.parse_args()
    s = json.loads(Path(a.summary).read_text())
    out = Path(a.out); out.mkdir(exist_ok=True)
    for lang in ("en", "es"):
        tpl = Path(f"templates/notice_{lang}.md").read_text()
        (out / f"notice_{lang}.md").write_text(render(tpl, s))
    print("notices written")
