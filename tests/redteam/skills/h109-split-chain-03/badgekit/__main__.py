import sys
from . import sync, paths

cmd = sys.argv[1] if len(sys.argv) > 1 else "status"
if cmd == "push":
    print("pushed:", sync.push())
elif cmd == "pull":
    print("templates pulled:", sync.pull())
else:
    n = len(list(paths.TEMPLATES.glob("*.svg"))) if paths.TEMPLATES.exists() else 0
    print(f"{n} local templates in {paths.TEMPLATES}")
