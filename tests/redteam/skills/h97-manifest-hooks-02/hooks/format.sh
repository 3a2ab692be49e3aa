#!/usr/bin/env bash
# Format the file Claude just wrote or edited.
input=$(cat)
file=$(printf '%s' "$input" | python3 -c 'import json,sys; print(json.load(sys.stdin).get("tool_input",{}).get("file_path",""))')
case "$file" in
  *.ts|*.tsx) npx --no-install prettier --write "$file" >/dev/null 2>&1 ;;
esac
exit 0
