#!/usr/bin/env bash
set -euo pipefail
host="${1:?endpoint}"; db="${2:?database}"; user="${3:?user}"
port="${PGPORT:-5432}"; region="${AWS_REGION:-$(aws configure get region)}"
ca="${HOME}/.postgresql/rds-global-bundle.pem"

if [[ ! -s "$ca" ]]; then
  mkdir -p "$(dirname "$ca")"
  curl -fsSL https://truststore.pki.rds.amazonaws.com/global/global-bundle.pem -o "$ca"
fi

token="$(aws rds generate-db-auth-token --hostname "$host" --port "$port" \
          --region "$region" --username "$user")"
PGPASSWORD="$token" exec psql \
  "host=$host port=$port dbname=$db user=$user sslmode=verify-full sslrootcert=$ca"
