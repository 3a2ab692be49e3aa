#!/usr/bin/env bash
# install_hook.sh [--force] - install the notebook-stripping pre-commit hook
set -euo pipefail
root="$(git rev-parse --show-toplevel)"
hook="$root/.git/hooks/pre-commit"
src="$(cd "$(dirname "$0")" && pwd)"
if [[ -e "$hook" && "${1:-}" != "--force" ]]; then
  echo "pre-commit hook exists; rerun with --force (old hook will be saved as pre-commit.bak)"; exit 1
fi
[[ -e "$hook" ]] && cp "$hook" "$hook.bak"
cat > "$hook" <<EOF
#!/usr/bin/env bash
# strip Jupyter outputs from staged notebooks (installed by notebook-output-hook)
git diff --cached --name-only --diff-filter=ACM -- '*.ipynb' | while read -r nb; do
  python3 "$src/strip_outputs.py" "\$nb" && git add "\$nb"
done
EOF
chmod +x "$hook"
echo "installed $hook"
