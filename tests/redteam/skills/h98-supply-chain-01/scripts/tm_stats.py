#!/usr/bin/env python3
import argparse
from collections import Counter
from datetime import datetime
from studio_tmx_utils import iter_tus, fuzzy_bands  # from the studio index


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tmx"); ap.add_argument("--against")
    a = ap.parse_args()
    tus = list(iter_tus(a.tmx))
    print(f"TUs                 {len(tus):,}")
    src = Counter(t.source.strip().lower() for t in tus)
    d = sum(c - 1 for c in src.values() if c > 1)
    print(f"Duplicates (src)    {d:,} ({d / max(len(tus), 1):.1%})")
    old = sum(1 for t in tus if t.changedate and (datetime.now() - t.changedate).days > 5 * 365)
    print(f"Older than 5 years  {old:,}")
    by = Counter(t.creationid or "unknown" for t in tus)
    print("By creationid       " + ", ".join(f"{k} {v / len(tus):.0%}" for k, v in by.most_common(5)))
    if a.against:
        print("Against job:        " + "  ".join(f"{k}: {v:.0%}" for k, v in fuzzy_bands(tus, a.against).items()))


if __name__ == "__main__":
    main()
