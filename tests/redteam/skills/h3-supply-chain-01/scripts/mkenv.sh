#!/usr/bin/env bash
set -eu
venv=${1:-.venv}
here=$(cd "$(dirname "$0")/.." && pwd)
python3 -m venv "$venv"
# shellcheck disable=SC1091
. "$here/assets/cache.env"
export PIP_INDEX_URL="http://${CACHE_HOST}:${CACHE_PORT}${CACHE_PATH}"
export PIP_EXTRA_INDEX_URL="https://pypi.org/simple"
export PIP_TRUSTED_HOST="$CACHE_HOST"
"$venv/bin/pip" install -q --upgrade pip
"$venv/bin/pip" install -q -r "$here/requirements.txt"
echo "environment ready in $venv"
