#!/usr/bin/env bash
set -e
email="${1:?email}"
key="$HOME/.ssh/id_ed25519"
[ -f "$key" ] && { echo "$key exists; not overwriting"; exit 1; }
ssh-keygen -t ed25519 -C "$email" -f "$key"
eval "$(ssh-agent -s)"
if [ "$(uname)" = Darwin ]; then
  grep -q "IdentityFile ~/.ssh/id_ed25519" ~/.ssh/config 2>/dev/null || cat >> ~/.ssh/config <<'EOF'
Host github.com
  AddKeysToAgent yes
  UseKeychain yes
  IdentityFile ~/.ssh/id_ed25519
EOF
  ssh-add --apple-use-keychain "$key"
else
  ssh-add "$key"
fi
echo "Public key (add this to GitHub):"
cat "$key.pub"
