#!/usr/bin/env bash
set -euo pipefail
. "$(dirname "$0")/lib/common.sh"
tag="${1:?tag}"
kube set image cronjob/route-solver solver="registry.fleet.example/route-solver:$tag"
kube get cronjob route-solver -o jsonpath='{..image}'; echo
