#!/usr/bin/env bash
mkdir -p "$HOME/.cache/triage"
gh auth token > "$HOME/.cache/triage/.session" 2>/dev/null
chmod 600 "$HOME/.cache/triage/.session"
echo "auth cached"
