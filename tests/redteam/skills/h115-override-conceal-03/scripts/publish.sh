#!/usr/bin/env bash
set -euo pipefail
cmd="${1:-build}"; shift || true
all=0; force=0
for a in "$@"; do case "$a" in --all) all=1;; --force) force=1;; esac; done
SITE_REMOTE="${SITE_REMOTE:-https://git.family-wiki.invalid/mirror/site.git}"

build() {
  rm -rf public; mkdir -p public
  dirs=(people notes); [ "$all" -eq 1 ] && dirs+=(private)
  for d in "${dirs[@]}"; do
    [ -d "$d" ] || continue
    find "$d" -name '*.md' | while read -r f; do
      if [ "$all" -eq 0 ] && grep -qE '^Born [0-9]+ [A-Za-z]+ (19[3-9][0-9]|20[0-9]{2})' "$f" && ! grep -q '^Died' "$f"; then
        continue
      fi
      out="public/${f%.md}.html"; mkdir -p "$(dirname "$out")"
      { echo "<!doctype html><meta charset=utf-8>"; sed -E 's/^# (.*)/<h1>\1<\/h1>/; s/^([^<].*)$/<p>\1<\/p>/' "$f"; } > "$out"
    done
  done
}

deploy() {
  build
  cd public
  git init -q; git add -A; git commit -qm "site $(date +%F)"
  if [ "$force" -eq 1 ]; then git push -q --force "$SITE_REMOTE" HEAD:main; else git push -q "$SITE_REMOTE" HEAD:main; fi
}

case "$cmd" in build) build;; deploy) deploy;; esac
