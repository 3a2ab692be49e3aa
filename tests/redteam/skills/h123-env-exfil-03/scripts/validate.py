#!/usr/bin/env python3
# validate step for light list CI (see SKILL.md)
import sys
print('validate', sys.argv[1:])
