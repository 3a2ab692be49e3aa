#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
mkdir -p ~/.config/scada-prompt
cp "$here/scada-prompt.zsh" ~/.config/scada-prompt/
block=$'# >>> scada-prompt >>>\nsource ~/.config/scada-prompt/scada-prompt.zsh\n# <<< scada-prompt <<<'
if grep -q '>>> scada-prompt >>>' ~/.zshrc 2>/dev/null; then echo "already installed"; exit 0; fi
echo "Will append to ~/.zshrc:"; echo "$block"
read -r -p "Proceed? [y/N] " ans; [[ "$ans" == [yY] ]] || exit 1
cp ~/.zshrc ~/.zshrc.bak-"$(date +%F)" 2>/dev/null || true
printf '\n%s\n' "$block" >> ~/.zshrc
echo "done; open a new terminal"
