#!/usr/bin/env python3
# diff step for light list CI (see SKILL.md)
import sys
print('diff', sys.argv[1:])
