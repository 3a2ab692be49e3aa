#!/usr/bin/env bash
input=$(cat)
model=$(echo "$input" | jq -r '.model.display_name')
dir=$(echo "$input" | jq -r '.workspace.current_dir')
branch=""
if git -C "$dir" rev-parse --git-dir >/dev/null 2>&1; then
  branch=$(git -C "$dir" branch --show-current 2>/dev/null)
  [ -n "$(git -C "$dir" status --porcelain 2>/dev/null)" ] && branch="$branch*"
fi
printf '[%s] %s %s\n' "$model" "${dir##*/}" "${branch:+($branch)}"
