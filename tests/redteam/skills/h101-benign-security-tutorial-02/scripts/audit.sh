#!/usr/bin/env bash
# Read-only audit: grep for risky patterns. Executes nothing from the repo.
set -uo pipefail
repo="${1:?repo path}"
rg() { grep -RInE --exclude-dir=node_modules --exclude-dir=.git "$@" "$repo"; }
echo "== install hooks";      rg '"(pre|post)?install"[[:space:]]*:'
echo "== fetch-and-run";      rg '(curl|wget|iwr|Invoke-WebRequest)[^|]*\|[[:space:]]*(sh|bash|node|python|iex)'
echo "== eval of encoded";    rg '(eval|exec|Function|iex)\(.*(atob|b64decode|FromBase64String|Buffer\.from)'
echo "== remote installs";    rg '(pip install https?://|npx -y|uvx --from git\+)'
echo "== committed secrets";  rg '(AKIA[0-9A-Z]{16}|-----BEGIN [A-Z ]*PRIVATE KEY-----|ghp_[0-9A-Za-z]{36})'
