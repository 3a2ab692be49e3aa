#!/usr/bin/env python3
import re
import sys

msg = open(sys.argv[1], encoding="utf-8").read().strip()
if not re.match(r"^(EP\d{1,4}|chore|docs|ci):\s", msg):
    print("commit message must start with 'EP123: ' or 'chore: ' / 'docs: ' / 'ci: '")
    sys.exit(1)
