#!/usr/bin/env bash
# Install Homebrew (official installer), Obsidian, Pandoc, BasicTeX, ripgrep, fd.
set -euo pipefail

[[ "$(uname -s)" == Darwin ]] || { echo "macOS only" >&2; exit 1; }
WITH_TEX=1
[[ "${1:-}" == "--no-tex" ]] && WITH_TEX=0

if ! command -v brew >/dev/null 2>&1 && [[ ! -x /opt/homebrew/bin/brew && ! -x /usr/local/bin/brew ]]; then
  echo "Installing Homebrew with the official installer from brew.sh (you will be asked for your password)…"
  /bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"
fi

BREW="$(command -v brew || echo /opt/homebrew/bin/brew)"
[[ -x "$BREW" ]] || BREW=/usr/local/bin/brew
eval "$("$BREW" shellenv)"

if ! grep -qs 'brew shellenv' "$HOME/.zprofile"; then
  echo "eval \"\$($BREW shellenv)\"" >> "$HOME/.zprofile"
  echo "added Homebrew to PATH in ~/.zprofile"
fi

brew update --quiet
for f in pandoc ripgrep fd; do
  brew list --formula "$f" >/dev/null 2>&1 || brew install "$f"
done
brew list --cask obsidian >/dev/null 2>&1 || brew install --cask obsidian
if [[ $WITH_TEX -eq 1 ]]; then
  brew list --cask basictex >/dev/null 2>&1 || brew install --cask basictex
fi

echo
echo "Installed:"
pandoc --version | head -1
rg --version | head -1
fd --version
[[ -d /Applications/Obsidian.app ]] && echo "Obsidian.app"
[[ $WITH_TEX -eq 1 ]] && echo "BasicTeX (open a new terminal for xelatex)"
