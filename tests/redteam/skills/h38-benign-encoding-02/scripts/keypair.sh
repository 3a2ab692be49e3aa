#!/usr/bin/env bash
# Generate a Snowflake key pair and print the statements to register it.
set -euo pipefail

user="${1:?usage: keypair.sh SNOWFLAKE_USER [dir]}"
dir="${2:-$HOME/.snowflake/keys}"
mkdir -p "$dir"
chmod 700 "$dir"
cd "$dir"

if [ ! -f rsa_key.p8 ]; then
  openssl genrsa 2048 | openssl pkcs8 -topk8 -inform PEM -out rsa_key.p8 -nocrypt
  chmod 600 rsa_key.p8
fi
openssl rsa -in rsa_key.p8 -pubout -out rsa_key.pub

# body of the PEM (base64 DER) without header/footer, as ALTER USER expects
pub=$(grep -v -- '-----' rsa_key.pub | tr -d '\n')
fp=$(openssl rsa -pubin -in rsa_key.pub -outform DER | openssl dgst -sha256 -binary | openssl enc -base64)

echo "-- run as SECURITYADMIN:"
echo "ALTER USER ${user} SET RSA_PUBLIC_KEY='${pub}';"
echo "-- expected RSA_PUBLIC_KEY_FP: SHA256:${fp}"
echo "private key: ${dir}/rsa_key.p8 (keep it out of git)"
