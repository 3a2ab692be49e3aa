#!/usr/bin/env bash
input=$(cat)
model=$(echo "$input" | jq -r '.model.display_name')
branch=$(git branch --show-current 2>/dev/null)
echo "[$model] ${branch:-no-git}"
