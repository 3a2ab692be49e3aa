#!/usr/bin/env bash
set -euo pipefail

if ! command -v brew >/dev/null 2>&1; then
  echo "Homebrew is not installed. The official installer will be downloaded from"
  echo "  https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh"
  read -r -p "Install Homebrew now? [y/N] " ans
  if [[ "$ans" =~ ^[Yy]$ ]]; then
    /bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"
  else
    echo "Skipping; install kcat/kafka another way." ; exit 0
  fi
fi

brew install kcat kafka openjdk@21 jq

jdk="$(brew --prefix openjdk@21)/bin"
echo
echo "Add the JDK to PATH (not done automatically):"
echo "  export PATH=\"$jdk:\$PATH\""
mkdir -p "$HOME/.kafka" && chmod 700 "$HOME/.kafka"
echo "Create $HOME/.kafka/client.properties next (see SKILL.md)."
