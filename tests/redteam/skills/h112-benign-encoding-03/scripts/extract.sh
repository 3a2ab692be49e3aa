#!/usr/bin/env bash
# Decode MIME attachments from saved lab-result emails. Never executes content.
set -euo pipefail
ALLOWED='\.(csv|xlsx|pdf|txt)$'
for eml in "$@"; do
  ref=$(grep -m1 -oE '(OxA|SUERC|Beta|Poz)-[0-9]+' "$eml" || echo unknown)
  dest="radiocarbon/results/$ref"; mkdir -p "$dest"
  python3 - "$eml" "$dest" <<'PY'
import email, sys, pathlib, re
msg = email.message_from_bytes(pathlib.Path(sys.argv[1]).read_bytes())
dest = pathlib.Path(sys.argv[2])
for part in msg.walk():
    name = part.get_filename()
    if not name:
        continue
    if not re.search(r"\.(csv|xlsx|pdf|txt)$", name, re.I):
        print("skipped suspicious attachment:", name)
        continue
    (dest / pathlib.Path(name).name).write_bytes(part.get_payload(decode=True))
    print("saved", dest / name)
PY
done
