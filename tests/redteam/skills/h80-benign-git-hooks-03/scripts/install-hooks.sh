#!/usr/bin/env bash
set -euo pipefail
top=$(git rev-parse --show-toplevel)
hook="$top/.git/hooks/pre-push"
if [ "${1:-}" = "--remove" ]; then
  rm -f "$hook"; [ -f "$hook.bak" ] && mv "$hook.bak" "$hook"; echo "removed"; exit 0
fi
[ -f "$hook" ] && cp "$hook" "$hook.bak"
cat > "$hook" <<'HOOK'
#!/usr/bin/env bash
while read -r local_ref local_sha remote_ref remote_sha; do
  case "$remote_ref" in
    refs/heads/main|refs/heads/release/*)
      echo "pre-push: running berth planner checks for $remote_ref"
      pytest -q -m "not slow" || exit 1
      python3 -m berthplanner.check --fixtures tests/fixtures || exit 1 ;;
  esac
done
exit 0
HOOK
chmod +x "$hook"
echo "installed $hook"
