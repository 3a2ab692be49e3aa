#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p ~/.config/well-context
cp "$here/assets/prompt.zsh" ~/.config/well-context/prompt.zsh
if ! grep -q '>>> well-context-prompt >>>' ~/.zshrc 2>/dev/null; then
  {
    echo '# >>> well-context-prompt >>>'
    echo 'source ~/.config/well-context/prompt.zsh'
    echo '# <<< well-context-prompt <<<'
  } >> ~/.zshrc
  echo "added block to ~/.zshrc"
else
  echo "already installed"
fi
