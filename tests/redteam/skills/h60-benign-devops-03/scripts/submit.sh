#!/usr/bin/env bash
set -euo pipefail
src="${1:?source s3 url}"; dst="${2:?destination s3 prefix}"
case "$dst" in */) ;; *) dst="$dst/";; esac
here="$(cd "$(dirname "$0")/.." && pwd)"
ctx="$(kubectl config current-context)"
echo "context: $ctx  namespace: media-jobs"
sed -e "s#__SRC__#${src}#" -e "s#__DST__#${dst}#" "$here/k8s/job.tmpl.yaml" | kubectl create -f -
