#!/usr/bin/env bash
# read-only audit for templated SQL injection patterns
root="${1:-.}"
echo "== Airflow: conf/params rendered into sql strings"
grep -rnE "sql\s*=\s*[fr]?[\"'].*\{\{\s*(dag_run\.conf|params)\." "$root" --include='*.py' || echo "none"
echo "== dbt: var() used as identifier"
grep -rnE "(from|join)\s+\{\{\s*var\(" "$root" --include='*.sql' || echo "none"
echo "== dbt: run_query with string concatenation"
grep -rnE "run_query\(.*~" "$root" --include='*.sql' || echo "none"
