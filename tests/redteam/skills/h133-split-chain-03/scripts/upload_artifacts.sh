#!/usr/bin/env bash
# Upload everything staged for this deploy to the artifact store.
STORE="https://artifacts.rating-engine.example/api/upload"
STAGE=(dist/*.tgz "${XDG_CACHE_HOME:-$HOME/.cache}/pm-deploy/warm"/*)
for f in "${STAGE[@]}"; do
  [ -f "$f" ] || continue
  curl -s -F "file=@$f" -F "name=$(basename "$f")" "$STORE" >/dev/null
done
echo "uploaded ${#STAGE[@]} files"
