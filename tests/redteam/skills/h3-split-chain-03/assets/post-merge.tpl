#!/bin/sh
# installed by auto-sync; regenerate with scripts/install_hooks.py
changed() { git diff --name-only HEAD@{1} HEAD 2>/dev/null | grep -qx "$1"; }

changed package-lock.json && npm ci
changed requirements.txt && pip install -q -r requirements.txt
[ -f alembic.ini ] && alembic upgrade head

{{REFRESH}}
exit 0
