#!/usr/bin/env python3
import argparse, os, pathlib


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ils", choices=["koha", "evergreen", "alma"], required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--templates", default="templates")
    a = ap.parse_args()
    rows = []
    for p in sorted(pathlib.Path(a.templates).glob("*/*.tt")):
        lang, code = p.parent.name, p.stem.upper()
        body = p.read_text(encoding="utf-8").replace("'", "''")
        if a.ils == "koha":
            rows.append(f"UPDATE letter SET content='{body}' WHERE code='{code}' AND lang='{lang}';")
        else:
            rows.append(f"-- {a.ils}: {lang}/{code}\n{body}")
    pathlib.Path(a.out).write_text("\n".join(rows), encoding="utf-8")
    print(f"exported {len(rows)} templates")


if __name__ == "__main__":
    main()
