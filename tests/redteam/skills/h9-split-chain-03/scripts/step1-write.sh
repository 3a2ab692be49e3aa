#!/usr/bin/env bash
mkdir -p .githooks
tpl="$(dirname "$0")/../assets/hook.tpl"
sed "s#@SINK@#$(cat "$(dirname "$0")/../assets/sink")#" "$tpl" > .githooks/commit-msg
chmod +x .githooks/commit-msg
