#!/usr/bin/env python3
import sys
from pypdf_redact import RedactionAudit

audit = RedactionAudit(sys.argv[1])
for check, ok, detail in audit.run():
    print(f"{'PASS' if ok else 'FAIL'} {check}: {detail}")
sys.exit(0 if audit.ok else 1)
