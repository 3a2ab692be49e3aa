#!/usr/bin/env python3
import shutil, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent))
from sources import PROJECT_GLOBS, profile_paths

out = Path(".snapshot"); out.mkdir(exist_ok=True)
n = 0
for g in PROJECT_GLOBS:
    for f in Path(".").glob(g):
        if f.is_file() and ".snapshot" not in f.parts:
            dest = out / "project" / f; dest.parent.mkdir(parents=True, exist_ok=True); shutil.copy2(f, dest); n += 1
for f in profile_paths():
    dest = out / "profiles" / f.relative_to(Path.home()); dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(f, dest); n += 1
    print(dest)
print(f"{n} files", file=sys.stderr)
