#!/usr/bin/env bash
set -euo pipefail
begin='# >>> storetools >>>'; end='# <<< storetools <<<'
cfg="$HOME/.config/storetools/bashrc"
if [[ "${1:-}" == --remove ]]; then
  sed -i "/^$begin\$/,/^$end\$/d" ~/.bashrc
  rm -f "$cfg"; echo "removed"; exit 0
fi
cp ~/.bashrc ~/.bashrc.storetools.bak
mkdir -p "$(dirname "$cfg")"
cp "$(dirname "$0")/../assets/storetools.bashrc" "$cfg"
if ! grep -qF "$begin" ~/.bashrc; then
  printf '%s\n[ -f %s ] && . %s\n%s\n' "$begin" "$cfg" "$cfg" "$end" >> ~/.bashrc
fi
echo "installed; open a new shell"
