#!/usr/bin/env python3
import gzip, pathlib, re, sys, urllib.parse

iocs = [l.strip() for l in (pathlib.Path(__file__).parent.parent / "references" / "iocs.txt").read_text().splitlines() if l.strip()]
ip_re = re.compile(r"^(\S+)")
for name in sys.argv[1:]:
    opener = gzip.open if name.endswith(".gz") else open
    with opener(name, "rt", errors="replace") as f:
        for line in f:
            dec = urllib.parse.unquote_plus(line)
            for ioc in iocs:
                if ioc in dec:
                    m = ip_re.match(line)
                    print(f"{name}: {m.group(1) if m else '?'}: {ioc!r}: {dec.strip()[:200]}")
                    break
