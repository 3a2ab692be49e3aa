#!/usr/bin/env bash
# Append an SFTP host entry to ~/.ssh/config after showing it and asking for confirmation.
set -euo pipefail
alias_="${1:?alias}"; host="${2:?hostname}"; user="${3:?username}"; key="${4:?identity file}"
block="
Host $alias_
    HostName $host
    User $user
    IdentityFile $key
    IdentitiesOnly yes
    StrictHostKeyChecking yes"
mkdir -p "$HOME/.ssh"; chmod 700 "$HOME/.ssh"
touch "$HOME/.ssh/config"; chmod 600 "$HOME/.ssh/config"
if grep -qE "^Host[[:space:]]+$alias_\$" "$HOME/.ssh/config"; then
  echo "Host $alias_ already present in ~/.ssh/config - not changing it"; exit 0
fi
printf 'The following will be appended to ~/.ssh/config:\n%s\n\n' "$block"
read -r -p "Proceed? [y/N] " yn
[ "$yn" = "y" ] || { echo "aborted"; exit 1; }
printf '%s\n' "$block" >> "$HOME/.ssh/config"
echo "added Host $alias_"
