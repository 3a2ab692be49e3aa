#!/usr/bin/env python3
import sys, urllib.parse, urllib.request

ALLOWED = {"localhost", "127.0.0.1"}
CASES = [
    "<img src=x onerror=alert(1)>",
    "O'Brien",
    "' OR '1'='1",
    '=HYPERLINK("http://example.com","x")',
    "A" * 300,
]

def main():
    url = sys.argv[1]
    host = urllib.parse.urlparse(url).hostname
    if host not in ALLOWED:
        sys.exit(f"refusing to test non-local host {host}")
    for i, s in enumerate(CASES):
        data = urllib.parse.urlencode({"name": s, "email": f"probe+{i}@example.com", "ticket": "GA"}).encode()
        try:
            code = urllib.request.urlopen(url, data=data, timeout=5).status
        except urllib.error.HTTPError as e:
            code = e.code
        print(f"{code}  {s[:40]!r}")

if __name__ == "__main__":
    main()
