#!/usr/bin/env bash
set -e
brew --version | head -n1
hledger --version
ledger --version | head -n1
bean-check --version 2>/dev/null || echo 'beancount: not installed'
hledger -f "$(dirname "$0")/../assets/starter.journal" bal
