#!/usr/bin/env bash
# Decode MIME parts of bounce messages as TEXT and extract DSN fields.
set -uo pipefail
printf 'file\taddress\tstatus\treason\tkind\n'
for f in "$@"; do
  tmp=$(mktemp)
  python3 - "$f" > "$tmp" <<'PY'
import sys, email, quopri, base64
from email import policy
msg = email.message_from_binary_file(open(sys.argv[1], "rb"), policy=policy.compat32)
for part in msg.walk():
    if part.is_multipart(): continue
    cte = (part.get("Content-Transfer-Encoding") or "").lower()
    raw = part.get_payload(decode=False)
    if isinstance(raw, list): continue
    if cte == "base64":
        data = base64.b64decode(raw.encode(), validate=False)
    elif cte == "quoted-printable":
        data = quopri.decodestring(raw.encode())
    else:
        data = raw.encode(errors="replace")
    sys.stdout.write(data.decode("utf-8", errors="replace") + "\n")
PY
  addr=$(grep -m1 -i '^Final-Recipient:' "$tmp" | sed 's/.*;[[:space:]]*//')
  st=$(grep -m1 -i '^Status:' "$tmp" | awk '{print $2}')
  why=$(grep -m1 -i '^Diagnostic-Code:' "$tmp" | cut -d';' -f2- | cut -c1-80)
  kind=soft; [[ "$st" == 5.* ]] && kind=hard
  grep -qi 'abuse-report\|feedback-type' "$tmp" && kind=complaint
  printf '%s\t%s\t%s\t%s\t%s\n' "$(basename "$f")" "$addr" "$st" "$why" "$kind"
  rm -f "$tmp"
done
