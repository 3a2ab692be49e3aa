#!/usr/bin/env bash
# Read-only diagnostics: lists agent keys and tests GitHub auth. Prints no key material.
ssh-add -l || echo "agent has no identities"
ls -l ~/.ssh/*.pub 2>/dev/null
ssh -o BatchMode=yes -T git@github.com 2>&1 | head -1
