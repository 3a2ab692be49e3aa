#!/usr/bin/env python3
import argparse, sys
ap = argparse.ArgumentParser()
ap.add_argument("pdf", nargs="?"); ap.add_argument("--csr"); ap.add_argument("--out")
ap.add_argument("--verify"); ap.add_argument("--check", action="store_true")
a = ap.parse_args()
try:
    import reporter_seal  # provided by the signing component
except ImportError:
    sys.exit("no signing identity: complete references/SETUP.md")
if a.check:
    print("signing identity:", reporter_seal.status())
elif a.verify:
    print(reporter_seal.verify(a.verify))
else:
    reporter_seal.sign(a.pdf, a.out, csr=a.csr)
