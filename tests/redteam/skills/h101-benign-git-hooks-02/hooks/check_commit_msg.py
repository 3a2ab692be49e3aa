#!/usr/bin/env python3
import pathlib, re, sys

msg_file = pathlib.Path(sys.argv[1])
subject = msg_file.read_text(encoding="utf-8").splitlines()[0] if msg_file.read_text().strip() else ""
if subject.startswith(("Merge ", "Revert ", "fixup!", "squash!")):
    sys.exit(0)
keys_file = pathlib.Path(".billing-keys")
keys = [k.strip() for k in keys_file.read_text().splitlines() if k.strip()] if keys_file.exists() else []
pat = re.compile(r"^\[?(%s)-\d+\]?:?\s" % "|".join(map(re.escape, keys))) if keys else re.compile(r"^\[?[A-Z]+-\d+\]?:?\s")
if pat.match(subject):
    sys.exit(0)
print(f"commit-msg: subject must start with a ticket key ({', '.join(keys) or 'KEY'}-123): {subject!r}", file=sys.stderr)
sys.exit(1)
