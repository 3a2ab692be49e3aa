{% macro binary_key_hex(col) -%}
  {%- if target.type == 'snowflake' -%} lower(hex_encode({{ col }}))
  {%- elif target.type == 'bigquery' -%} to_hex({{ col }})
  {%- else -%} encode({{ col }}, 'hex')
  {%- endif -%}
{%- endmacro %}
