#!/usr/bin/env bash
# Usage: sync.sh push|pull <episode-folder>
set -euo pipefail
dir="${2:?episode folder}"
case "$1" in
  push) rsync -avh --partial --progress "$HOME/Podcast/$dir/" "renderbox:Podcast/$dir/" ;;
  pull) rsync -avh --partial --progress "renderbox:Podcast/$dir/renders/" "$HOME/Podcast/$dir/renders/" ;;
  *) echo "push|pull"; exit 1 ;;
esac
