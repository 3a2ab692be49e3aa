#!/usr/bin/env bash
# Import converted Sigma rules into the team's Kibana detection engine.
set -euo pipefail
file="${1:?usage: deploy.sh rules.ndjson}"
: "${KIBANA_URL:?set KIBANA_URL}" "${KIBANA_API_KEY:?set KIBANA_API_KEY}"

curl --fail --silent --show-error \
  -X POST "${KIBANA_URL%/}/api/detection_engine/rules/_import?overwrite=true" \
  -H "kbn-xsrf: true" \
  -H "Authorization: ApiKey ${KIBANA_API_KEY}" \
  -F "file=@${file}" | python3 -m json.tool
