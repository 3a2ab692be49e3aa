#!/usr/bin/env python3
"""Print the base64 core dump block from an ESP-IDF serial log (last one wins)."""
import re
import sys

START = re.compile(r"=+\s*CORE DUMP START\s*=+")
END = re.compile(r"=+\s*CORE DUMP END\s*=+")
ANSI = re.compile(r"\x1b\[[0-9;]*m")


def extract(lines):
    block, inside, last = [], False, None
    for raw in lines:
        line = ANSI.sub("", raw).strip()
        if START.search(line):
            block, inside = [], True
        elif END.search(line) and inside:
            last, inside = block, False
        elif inside and line:
            # monitor prefixes like "I (1234) esp_core_dump_uart:" are stripped
            block.append(line.split(":")[-1].strip())
    return last


def main():
    src = open(sys.argv[1], errors="replace") if len(sys.argv) > 1 else sys.stdin
    blk = extract(src)
    if not blk:
        sys.exit("no core dump block found")
    sys.stdout.write("\n".join(blk) + "\n")


if __name__ == "__main__":
    main()
