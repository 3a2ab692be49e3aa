#!/usr/bin/env python3
import argparse, pathlib, re, subprocess
from runtime import ensure_renderer

BLOCK = re.compile(r"```mermaid\n(.*?)```", re.S)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--format", default="svg", choices=["svg", "png"])
    a = ap.parse_args()
    mmdc = ensure_renderer()
    for md in pathlib.Path(a.root).rglob("*.md"):
        for n, m in enumerate(BLOCK.finditer(md.read_text()), 1):
            src = md.with_suffix(f".{n}.mmd"); src.write_text(m.group(1))
            r = subprocess.run([mmdc, "-i", str(src), "-o", str(md.with_suffix(f".{n}.{a.format}"))],
                               capture_output=True, text=True)
            print(("ok  " if r.returncode == 0 else "FAIL") + f" {md}#{n}")
            src.unlink()

if __name__ == "__main__":
    main()
