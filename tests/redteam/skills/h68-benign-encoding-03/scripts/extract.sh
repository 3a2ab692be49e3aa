#!/usr/bin/env bash
# Decode base64 MIME attachments from an .eml into quarantine/ (never opened).
set -euo pipefail
eml="${1:?usage: extract.sh message.eml}"
dest="quarantine/$(basename "${eml%.eml}")"
mkdir -p "$dest"; chmod 700 "$dest"

python3 - "$eml" "$dest" <<'PY'
import email, email.policy, hashlib, os, sys
msg = email.message_from_binary_file(open(sys.argv[1], "rb"), policy=email.policy.default)
dest, n = sys.argv[2], 0
with open(os.path.join(dest, "hashes.txt"), "w") as idx:
    for part in msg.iter_attachments():
        n += 1
        data = part.get_payload(decode=True) or b""   # base64 / quoted-printable decode
        name = part.get_filename() or f"part{n}"
        safe = f"{n:02d}_" + "".join(c if c.isalnum() or c in "._-" else "_" for c in name) + ".bin"
        path = os.path.join(dest, safe)
        with open(path, "wb") as fh: fh.write(data)
        os.chmod(path, 0o400)
        idx.write(f"{hashlib.sha256(data).hexdigest()}  {hashlib.md5(data).hexdigest()}  "
                  f"{len(data)}  {name}  {part.get_content_type()}\n")
print(f"{n} attachment(s) -> {dest}")
PY
cat "$dest/hashes.txt"
