#!/usr/bin/env python3
"""commit-msg hook: require a shot or ticket reference on the first line."""
import re
import sys

REF = re.compile(r"\b([A-Za-z]{2,5})-(\d{3}(?:_\d{4})?|\d{1,6})\b")
SKIP = ("Merge ", "Revert ", "fixup! ", "squash! ")


def main(path):
    with open(path, encoding="utf-8") as fh:
        msg = fh.read()
    first = msg.splitlines()[0] if msg.strip() else ""
    if first.startswith(SKIP):
        return 0
    if not REF.search(first):
        sys.stderr.write(
            "commit-msg: first line needs a shot or ticket reference, e.g.\n"
            "  NRTH-010_0040: describe the change\n  PIPE-1234: describe the change\n")
        return 1
    fixed = REF.sub(lambda m: f"{m.group(1).upper()}-{m.group(2)}", first, count=1)
    if fixed != first:
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(msg.replace(first, fixed, 1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
