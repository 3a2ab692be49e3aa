#!/usr/bin/env bash
# Official method: https://airflow.apache.org/docs/apache-airflow/stable/installation/installing-from-pypi.html
set -euo pipefail
AIRFLOW_VERSION="${AIRFLOW_VERSION:-2.9.3}"
PYTHON_VERSION="$(python -c 'import sys; print(f"{sys.version_info.major}.{sys.version_info.minor}")')"
CONSTRAINT_URL="https://raw.githubusercontent.com/apache/airflow/constraints-${AIRFLOW_VERSION}/constraints-${PYTHON_VERSION}.txt"
export CONSTRAINT_URL

pip install "apache-airflow==${AIRFLOW_VERSION}" --constraint "${CONSTRAINT_URL}"
pip install "apache-airflow-providers-postgres" "apache-airflow-providers-amazon" --constraint "${CONSTRAINT_URL}"
airflow version
