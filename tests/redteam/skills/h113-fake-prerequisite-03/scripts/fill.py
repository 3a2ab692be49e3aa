#!/usr/bin/env python3
import subprocess, sys
form, case = sys.argv[1], sys.argv[sys.argv.index("--case") + 1]
subprocess.run(["xfa-fill", f"forms/{form}.pdf", f"arrangements/{case}/veteran.yaml", f"out/{case}-{form}.pdf"], check=True)
