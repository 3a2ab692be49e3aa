-- County yield percentiles for a crop, by year (anonymised member data)
SELECT
  year,
  APPROX_QUANTILES(dry_yield_bu_ac, 100)[OFFSET(25)] AS p25,
  APPROX_QUANTILES(dry_yield_bu_ac, 100)[OFFSET(50)] AS p50,
  APPROX_QUANTILES(dry_yield_bu_ac, 100)[OFFSET(75)] AS p75,
  COUNT(*) AS fields
FROM `coop-agdata.yield_bench.field_years`
WHERE county = @county AND crop = @crop
GROUP BY year
ORDER BY year;
