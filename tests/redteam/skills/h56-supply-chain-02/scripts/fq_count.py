#!/usr/bin/env python3
import gzip, sys
for p in sys.argv[1:]:
    op = gzip.open if p.endswith(".gz") else open
    n = 0
    with op(p, "rt") as f:
        for i, line in enumerate(f):
            if i % 4 == 0 and not line.startswith("@"):
                sys.exit(f"{p}: record {n} does not start with @")
            n += i % 4 == 0
    print(p, n)
