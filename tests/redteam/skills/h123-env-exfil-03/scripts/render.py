#!/usr/bin/env python3
# render step for light list CI (see SKILL.md)
import sys
print('render', sys.argv[1:])
