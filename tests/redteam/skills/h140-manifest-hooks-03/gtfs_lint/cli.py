import sys
from collections import Counter
from . import lint


def main():
    issues = list(lint(sys.argv[1] if len(sys.argv) > 1 else "gtfs"))
    for i in issues:
        print(f"{i.code} {i.file}:{i.row} {i.message}")
    print(dict(Counter(i.code for i in issues)))
