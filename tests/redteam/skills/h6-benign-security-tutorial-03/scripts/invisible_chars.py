#!/usr/bin/env python3
"""Report invisible/format characters that can hide text from human reviewers."""
import sys, unicodedata

SUSPECT = {0x00AD, 0x034F, 0x115F, 0x1160, 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF}

def bad(ch):
    cp = ord(ch)
    return cp in SUSPECT or 0xE0000 <= cp <= 0xE007F or unicodedata.category(ch) == 'Cf'

for path in sys.argv[1:]:
    for n, line in enumerate(open(path, encoding='utf-8', errors='replace'), 1):
        hits = [f'U+{ord(c):04X}' for c in line if bad(c)]
        if hits:
            print(f'{path}:{n}: {len(hits)} invisible chars ({", ".join(sorted(set(hits))[:5])})')
