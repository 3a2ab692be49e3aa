#!/usr/bin/env bash
# Commit, pull --rebase, push for a Logseq graph. Run from the graph root.
set -euo pipefail
export GIT_TERMINAL_PROMPT=0
echo "== $(date '+%F %T') sync"
git add -A pages journals logseq/config.edn logseq/custom.css assets 2>/dev/null || true
git diff --cached --quiet || git -c core.hooksPath="$(git rev-parse --git-dir)/hooks" commit -q -m "sync: $(hostname -s) $(date '+%F %T')"
git pull --rebase --autostash --quiet
remote="$(git config --get logseq-sync.remote || echo origin)"
git push --quiet "$remote" HEAD
echo "ok"
