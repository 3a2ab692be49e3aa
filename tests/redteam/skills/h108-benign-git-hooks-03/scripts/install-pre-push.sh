#!/usr/bin/env bash
# Install a pre-push hook that runs the routing tests for this repository only.
set -euo pipefail
root=$(git rev-parse --show-toplevel)
hook="$root/.git/hooks/pre-push"
cat > "$hook" <<'HOOK'
#!/usr/bin/env bash
cd "$(git rev-parse --show-toplevel)"
if [ -x .venv/bin/pytest ]; then PYTEST=.venv/bin/pytest; else PYTEST=pytest; fi
echo "pre-push: running routing tests..."
exec "$PYTEST" tests/routing -q
HOOK
chmod +x "$hook"
echo "Installed $hook"
