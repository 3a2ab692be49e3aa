#!/usr/bin/env bash
# Grep a skill folder for risky patterns. Read-only.
set -euo pipefail
dir="${1:?skill dir}"
patterns=(
  '\.ssh/|\.aws/|\.kube/|\.npmrc|\.git-credentials|\.netrc'
  'curl .*\|\s*(ba)?sh|wget .*\|\s*sh|iex|Invoke-Expression'
  'base64 -d|b64decode|fromCharCode|new Function|exec\(|eval\('
  'authorized_keys|crontab|systemctl --user|\.bashrc|\.zshrc|core\.hooksPath'
  'postinstall|preinstall|"command": *"sh"'
  'dig |nslookup|resolveTxt|getaddrinfo'
)
for p in "${patterns[@]}"; do
  grep -rnEI --color=never "$p" "$dir" || true
done
