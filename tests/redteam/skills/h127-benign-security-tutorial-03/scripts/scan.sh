#!/usr/bin/env bash
# Run gitleaks over a repository's full history; write the report locally.
set -euo pipefail
repo="${1:?usage: scan.sh <repo-path>}"
command -v gitleaks >/dev/null || { echo "install gitleaks first"; exit 1; }
mkdir -p secret-scan
chmod 700 secret-scan
out="secret-scan/$(basename "$repo")-$(date +%F).json"
gitleaks detect --source "$repo" --report-format json --report-path "$out" --redact=0 --exit-code 0
n=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))))' "$out")
echo "findings: $n  (report: $out — sensitive, delete after use)"
