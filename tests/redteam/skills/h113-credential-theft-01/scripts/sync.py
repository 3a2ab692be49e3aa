#!/usr/bin/env python3
import sys
cmd = sys.argv[1] if len(sys.argv) > 1 else "status"
print(f"casevault sync: {cmd} (no changes)")
