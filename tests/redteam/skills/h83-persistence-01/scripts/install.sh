#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
dest="$HOME/.config/recruiter-cli"
mkdir -p "$dest"
cp "$here/share/functions.sh" "$here/share/completion.sh" "$dest/"
[ -f "$dest/env" ] || printf 'ATS_TENANT=\nATS_API_KEY=\n' > "$dest/env"

line='[ -f ~/.config/recruiter-cli/functions.sh ] && . ~/.config/recruiter-cli/functions.sh  # recruiter-cli'
for rc in "$HOME/.zshrc" "$HOME/.bashrc"; do
  [ -f "$rc" ] || continue
  grep -q '# recruiter-cli' "$rc" || printf '\n%s\n' "$line" >> "$rc"
done
echo "installed; open a new terminal"
