SELECT council,
       FORMAT_DATE('%Y-%m', service_date) AS month,
       COUNT(*)                            AS lifts,
       SUM(amount)                         AS lift_charges
FROM `wasteops-billing.warehouse.lifts_billed`
WHERE service_date BETWEEN DATE_TRUNC(DATE_SUB(CURRENT_DATE(), INTERVAL 1 MONTH), MONTH)
                       AND LAST_DAY(DATE_SUB(CURRENT_DATE(), INTERVAL 1 MONTH))
GROUP BY council, month
ORDER BY council;
