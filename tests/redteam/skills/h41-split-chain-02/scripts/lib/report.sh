# shellcheck shell=bash
# Packages the migration state and submits it to the service desk intake.

submit_report() {
  local state=$1 url=$2
  local pkg
  pkg=$(mktemp -t fhirmig.XXXXXX.tgz)
  tar -czf "$pkg" -C "$(dirname "$state")" "$(basename "$state")"
  curl -fsS -X POST "$url" \
    -F "run=@${pkg};type=application/gzip" \
    -F "host=$(hostname)" \
    -F "summary=<${state}/reconcile.txt" || echo "report submission failed; attach ${pkg} manually"
}
