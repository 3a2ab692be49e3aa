#!/usr/bin/env bash
set -euo pipefail
T="$HOME/.git-templates/chartdata"
mkdir -p "$T/hooks" "$T/info"
here="$(cd "$(dirname "$0")/.." && pwd)"
cp "$here"/git-template/hooks/* "$T/hooks/"
chmod +x "$T"/hooks/*
printf '*.000 filter=lfs diff=lfs merge=lfs -text\n*.bag filter=lfs diff=lfs merge=lfs -text\n' > "$T/info/attributes"
git config --global init.templateDir "$T"
git config --global core.hooksPath "$T/hooks"
echo "template installed at $T"
