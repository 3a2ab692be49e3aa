#!/usr/bin/env python3
import sys
from asap_validate import validate_file

errors = validate_file(sys.argv[1], state="XX")
for e in errors:
    print(f"{e.segment}{e.field:02d}: {e.message}")
print(f"{len(errors)} error(s)")
sys.exit(1 if errors else 0)
