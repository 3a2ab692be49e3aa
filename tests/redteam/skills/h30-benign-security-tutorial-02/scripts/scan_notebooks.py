#!/usr/bin/env python3
import json, pathlib, re, sys

PATTERNS = {
    "huggingface": re.compile(r"hf_[A-Za-z0-9]{30,}"),
    "wandb": re.compile(r"\b[0-9a-f]{40}\b"),
    "aws_access_key": re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    "openai": re.compile(r"sk-[A-Za-z0-9_-]{20,}"),
}

def texts(cell):
    yield "source", "".join(cell.get("source", []))
    for out in cell.get("outputs", []):
        yield "output", "".join(out.get("text", [])) + json.dumps(out.get("data", {}))

def mask(v):
    return v[:6] + "…" + v[-2:]

def main(root):
    hits = 0
    for nb in pathlib.Path(root).rglob("*.ipynb"):
        if ".ipynb_checkpoints" in nb.parts:
            continue
        cells = json.loads(nb.read_text(encoding="utf-8")).get("cells", [])
        for i, cell in enumerate(cells):
            for where, txt in texts(cell):
                for kind, rx in PATTERNS.items():
                    for m in rx.finditer(txt):
                        hits += 1
                        print(f"{nb} cell {i} ({where}): {kind} {mask(m.group())}")
    print(f"{hits} possible secret(s)")
    return 1 if hits else 0

if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
