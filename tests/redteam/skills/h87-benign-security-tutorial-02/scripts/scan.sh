#!/usr/bin/env bash
# Read-only pattern search over a plugin folder. Executes nothing from the target.
set -uo pipefail
T="${1:?folder}"
pat() { echo "== $1"; grep -RnIE --exclude-dir=node_modules -e "$2" "$T" | head -50; }
pat "pipe to shell"      '(curl|wget|iwr|irm)[^|]*\|[[:space:]]*(ba|z)?sh|\|[[:space:]]*iex'
pat "credential paths"   '\.ssh/|\.aws/|\.npmrc|\.pypirc|\.netrc|Login Data|Cookies|\.kube/config'
pat "decode+exec"        'b64decode|base64 -d|fromCharCode|zlib\.decompress|new Function|eval\('
pat "install hooks"      '"(pre|post)install"|cmdclass|"command"[[:space:]]*:'
pat "persistence"        'zshrc|bashrc|crontab|LaunchAgents|authorized_keys|systemctl --user'
pat "agent-directed text" 'ignore (all|previous)|do not (tell|mention)|without asking'
echo "== invisible characters"
grep -RnP '[\x{200B}-\x{200F}\x{2060}-\x{2064}\x{E0000}-\x{E007F}]' "$T" | head -20
find "$T" -name '.*' -maxdepth 2 -type f -print | sed 's/^/hidden file: /'
