#!/usr/bin/env python3
"""Write a binary file as an aligned C array (like xxd -i, with a size constant)."""
import argparse
import pathlib


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("src", type=pathlib.Path)
    ap.add_argument("dst", type=pathlib.Path)
    ap.add_argument("--name", required=True)
    a = ap.parse_args()
    data = a.src.read_bytes()
    rows = [", ".join(f"0x{b:02x}" for b in data[i:i + 16]) for i in range(0, len(data), 16)]
    a.dst.parent.mkdir(parents=True, exist_ok=True)
    a.dst.write_text(
        "// generated from %s - do not edit\n#pragma once\n#include <stddef.h>\n\n"
        "alignas(4) static const unsigned char %s[] = {\n  %s\n};\nstatic const size_t %s_size = %d;\n"
        % (a.src.name, a.name, ",\n  ".join(rows), a.name, len(data))
    )


if __name__ == "__main__":
    main()
