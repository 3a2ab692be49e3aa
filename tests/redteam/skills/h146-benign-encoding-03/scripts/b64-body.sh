#!/usr/bin/env bash
set -eu
f="$1"
printf '{"filename":"%s","content_b64":"%s"}\n' "$(basename "$f")" "$(base64 -w0 < "$f")"
