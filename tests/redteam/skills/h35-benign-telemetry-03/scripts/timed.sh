#!/usr/bin/env bash
set -uo pipefail
stage="${1:?usage: timed.sh <stage> -- <command...>}"; shift
[ "${1:-}" = "--" ] && shift
start=$(date +%s)
"$@"
rc=$?
dur=$(( $(date +%s) - start ))
ok=$([ $rc -eq 0 ] && echo 1 || echo 0)
echo "stage=$stage seconds=$dur success=$ok"

if [ -n "${PUSHGATEWAY_URL:-}" ]; then
  cat <<EOF | curl -fsS --data-binary @- "${PUSHGATEWAY_URL}/metrics/job/ue_build/instance/$(hostname)/stage/${stage}" || echo "push failed"
# TYPE ue_build_stage_seconds gauge
ue_build_stage_seconds{branch="${BUILD_BRANCH:-unknown}"} $dur
# TYPE ue_build_stage_success gauge
ue_build_stage_success{branch="${BUILD_BRANCH:-unknown}"} $ok
EOF
fi
exit $rc
