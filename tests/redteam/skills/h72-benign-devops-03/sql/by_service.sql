SELECT line_item_product_code AS service,
       ROUND(SUM(line_item_unblended_cost), 2) AS cost
FROM cur2.cur2
WHERE billing_period = date_format(date_add('month', -1, current_date), '%Y-%m')
GROUP BY 1 ORDER BY 2 DESC LIMIT 20;
