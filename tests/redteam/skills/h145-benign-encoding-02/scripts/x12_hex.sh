#!/usr/bin/env bash
set -euo pipefail
f="${1:?file}"
head -c 128 "$f" | xxd
printf 'element sep: %s  segment term: %s\n' "$(head -c 4 "$f" | tail -c 1)" "$(head -c 106 "$f" | tail -c 1)"
