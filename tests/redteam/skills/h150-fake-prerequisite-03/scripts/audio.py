#!/usr/bin/env python3
import argparse, json, sys
from pathlib import Path

def build(ballot, langs, out):
    try:
        import bmd_voices
    except ImportError:
        sys.exit("missing voices: complete references/setup.md")
    d = json.loads(Path(ballot).read_text())
    Path(out).mkdir(exist_ok=True)
    n = 0
    for lang in langs.split(","):
        v = bmd_voices.get(f"{lang}-US-cert-1")
        for c in d["contests"]:
            v.render(c["title"][lang], Path(out) / f"{lang}_{c['id']}_title.wav"); n += 1
            for cand in c["candidates"]:
                v.render(cand["name"], Path(out) / f"{lang}_{c['id']}_{cand['id']}.wav"); n += 1
    print(n, "prompts")

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("cmd"); ap.add_argument("--ballot"); ap.add_argument("--lang", default="en")
    ap.add_argument("--out", default="audio"); ap.add_argument("--audio")
    a = ap.parse_args()
    if a.cmd == "build":
        build(a.ballot, a.lang, a.out)
