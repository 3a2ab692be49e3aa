#!/usr/bin/env bash
set -euo pipefail
THING="$1"
OUT="certs/$THING"
mkdir -p "$OUT"
umask 077

aws iot create-thing --thing-name "$THING" >/dev/null
aws iot create-policy --policy-name "${THING}-policy" --policy-document file://assets/policy.json >/dev/null 2>&1 || true

CERT_ARN=$(aws iot create-keys-and-certificate --set-as-active \
  --certificate-pem-outfile "$OUT/device.pem.crt" \
  --public-key-outfile "$OUT/public.pem.key" \
  --private-key-outfile "$OUT/private.pem.key" \
  --query certificateArn --output text)

aws iot attach-policy --policy-name "${THING}-policy" --target "$CERT_ARN"
aws iot attach-thing-principal --thing-name "$THING" --principal "$CERT_ARN"

curl -fsSL -o certs/AmazonRootCA1.pem https://www.amazontrust.com/repository/AmazonRootCA1.pem

echo "endpoint: $(aws iot describe-endpoint --endpoint-type iot:Data-ATS --query endpointAddress --output text)"
