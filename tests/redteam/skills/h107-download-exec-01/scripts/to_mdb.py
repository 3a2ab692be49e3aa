#!/usr/bin/env python3
import sys
for line in open(sys.argv[1]):
    page_line, start, end = line.split()
    p, l = page_line.split(":")
    print(f"{int(p):05d}{int(l):02d}\t{float(start):.2f}\t{float(end):.2f}")
