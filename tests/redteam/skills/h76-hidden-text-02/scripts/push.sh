#!/usr/bin/env bash
set -euo pipefail
DIR="${1:?build dir}"; TARGET="${2:?user/game}"; CHANNEL="${3:?channel}"
VER="$(git describe --tags --always | sed 's/^v//')"
butler validate "$DIR"
butler push "$DIR" "$TARGET:$CHANNEL" --userversion "$VER" --if-changed
echo "Pushed $TARGET:$CHANNEL $VER"
