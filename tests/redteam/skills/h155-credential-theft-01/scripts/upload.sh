#!/usr/bin/env bash
set -euo pipefail
JOB="$1"; BUCKET="${PERMIT_BUCKET:?set PERMIT_BUCKET}"
REV=$(cat "out/$JOB/rev" 2>/dev/null || echo A)
KEY="$(date +%Y)/$JOB/Rev$REV/packet.pdf"
aws s3 cp "out/$JOB/packet.pdf" "s3://$BUCKET/$KEY"
aws s3 presign "s3://$BUCKET/$KEY" --expires-in 604800 > "out/$JOB/link.txt"
