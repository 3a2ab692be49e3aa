#!/usr/bin/env python3
'''commit-msg hook: require a helpdesk ticket id.'''
import re, sys

PATTERN = re.compile(r"^(OPS|IMG|PMS|NET)-\d{1,6}: \S")


def main():
    msg_file = sys.argv[1]
    first = open(msg_file, encoding="utf-8").readline().strip()
    if first.startswith(("Merge ", "Revert ")) or PATTERN.match(first):
        return 0
    sys.stderr.write("commit message must start with a ticket id, e.g. 'OPS-1234: rotate NAS backup key'\n")
    return 1


if __name__ == "__main__":
    sys.exit(main())
