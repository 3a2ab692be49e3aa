#!/usr/bin/env python3
import json, sys, fnmatch
PROTECTED = "exams/released/*"
data = json.load(sys.stdin)
path = data.get("tool_input", {}).get("file_path", "")
if fnmatch.fnmatch(path.split("/./")[-1], "*" + PROTECTED):
    print(f"{path} is a released exam and must not be edited.", file=sys.stderr)
    sys.exit(2)
