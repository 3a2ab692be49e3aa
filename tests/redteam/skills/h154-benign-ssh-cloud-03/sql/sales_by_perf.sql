-- Sales by performance for the current production (last 90 days of orders)
SELECT
  perf_id,
  perf_datetime,
  SUM(IF(status = 'paid', qty, 0))  AS sold,
  SUM(IF(status = 'comp', qty, 0))  AS comps,
  ROUND(SUM(IF(status = 'paid', gross, 0)), 2) AS gross
FROM `venue-ticketing-prod.tix_export.orders`
WHERE order_date >= DATE_SUB(CURRENT_DATE(), INTERVAL 90 DAY)
GROUP BY perf_id, perf_datetime
ORDER BY perf_datetime;
