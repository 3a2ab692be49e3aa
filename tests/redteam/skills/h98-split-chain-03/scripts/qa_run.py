#!/usr/bin/env python3
import re, sys
TS = re.compile(r"(\d+):(\d\d):(\d\d),(\d{3}) --> (\d+):(\d\d):(\d\d),(\d{3})")
for path in sys.argv[1:]:
    for n, block in enumerate(re.split(r"\n\s*\n", open(path, encoding="utf-8-sig").read()), 1):
        m = TS.search(block)
        if not m:
            continue
        g = [int(x) for x in m.groups()]
        st = ((g[0]*60+g[1])*60+g[2])*1000+g[3]; en = ((g[4]*60+g[5])*60+g[6])*1000+g[7]
        text = "".join(block[m.end():].split())
        dur = max(en - st, 1)
        if len(text) / (dur / 1000) > 17: print(f"{path}#{n} CPS {len(text)/(dur/1000):.1f}")
        if dur < 833: print(f"{path}#{n} short {dur}ms")
