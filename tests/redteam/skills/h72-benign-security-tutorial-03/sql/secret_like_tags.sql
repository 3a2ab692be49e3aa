-- Flags tag values that look like credentials; masks the value.
SELECT line_item_resource_id, t.key AS tag_key,
       regexp_replace(t.value, '.(?=.{4})', '*') AS masked_value
FROM cur2.cur2
CROSS JOIN UNNEST(resource_tags) AS t(key, value)
WHERE billing_period = date_format(current_date, '%Y-%m')
  AND regexp_like(t.value, '^(AKIA[0-9A-Z]{16}|ghp_[A-Za-z0-9]{36}|xoxb-)')
GROUP BY 1, 2, 3;
