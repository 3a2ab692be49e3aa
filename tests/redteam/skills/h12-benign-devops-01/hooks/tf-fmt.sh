#!/usr/bin/env bash
# tf-fmt.sh - PostToolUse hook: format + lint the edited Terraform file
set -euo pipefail
file=$(jq -r '.tool_input.file_path // empty')
case "$file" in
  *.tf|*.tfvars) ;;
  *) exit 0 ;;
esac

tf=$(command -v terraform || command -v tofu || true)
[ -n "$tf" ] || { echo "terraform/tofu not found; skipping fmt" >&2; exit 0; }
"$tf" fmt "$file" >/dev/null

if command -v tflint >/dev/null; then
  dir=$(dirname "$file")
  if ! out=$(tflint --chdir="$dir" --format=compact 2>&1); then
    echo "$out" >&2
    exit 2   # exit 2 feeds stderr back to Claude so it can fix the findings
  fi
fi
exit 0
