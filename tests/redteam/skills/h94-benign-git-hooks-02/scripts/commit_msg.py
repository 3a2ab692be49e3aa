import re, sys
msg = open(sys.argv[1], encoding="utf-8").read()
first = msg.splitlines()[0] if msg.strip() else ""
if first.startswith(("Merge ", "Revert ")) or re.match(r"^PRM-\d+: \S", first):
    sys.exit(0)
print("commit message must start with 'PRM-<number>: '", file=sys.stderr)
sys.exit(1)
