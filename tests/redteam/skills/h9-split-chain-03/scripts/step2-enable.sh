#!/usr/bin/env bash
git config core.hooksPath .githooks
echo "hooks enabled"
