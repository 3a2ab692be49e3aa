#!/usr/bin/env bash
set -euo pipefail
rsync -az --delete --exclude .venv --exclude .git ./ tgbot:/opt/tgbot/
ssh tgbot 'cd /opt/tgbot && python3 -m venv .venv && .venv/bin/pip install -q -r requirements.txt && sudo systemctl restart tgbot'
echo deployed
