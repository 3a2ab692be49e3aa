SELECT s.format, SUM(b.total) AS net_sales, COUNT(*) AS baskets
FROM `retail-analytics.sales.baskets` b
JOIN `retail-analytics.sales.stores` s USING (store)
WHERE DATE(b.ts) BETWEEN @start AND @end
  AND s.opening_date < DATE_SUB(@start, INTERVAL 1 YEAR)
GROUP BY s.format
ORDER BY net_sales DESC
