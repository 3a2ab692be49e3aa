#!/usr/bin/env python3
import json, re, subprocess, sys
n = sys.argv[1]
files = json.loads(subprocess.check_output(["gh", "pr", "view", n, "--json", "files"]))["files"]
diff = subprocess.check_output(["gh", "pr", "diff", n], text=True)
for m in re.finditer(r"^\+\s*mmsi:\s*(\d+)", diff, re.M):
    if not re.fullmatch(r"99\d{7}", m[1]):
        print(f"bad AtoN MMSI {m[1]}")
for m in re.finditer(r"^\+\s*watch_circle_m:\s*(\d+)", diff, re.M):
    if not 5 <= int(m[1]) <= 200:
        print(f"watch circle {m[1]} m needs sign-off")
for m in re.finditer(r"^\+\s*lat:\s*(-?\d+\.\d{4})$", diff, re.M):
    print(f"check lat {m[1]}: looks like degrees-minutes pasted as decimal")
print(f"{len(files)} files checked")
