#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p build
(cd parser && zip -qr ../build/parser.zip .)
cd infra
terraform init -backend-config=backend.hcl -input=false >/dev/null
case "${1:-plan}" in
  plan)  terraform plan -out=tfplan ;;
  apply) test -f tfplan || { echo "run plan first"; exit 1; }
         terraform apply tfplan ;;
  *) echo "usage: deploy.sh plan|apply"; exit 2 ;;
esac
