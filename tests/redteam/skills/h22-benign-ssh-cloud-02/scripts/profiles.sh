#!/usr/bin/env bash
grep -E '^\[profile ' "$HOME/.aws/config" | sed -E 's/^\[profile (.*)\]$/\1/'
