COPY (
  SELECT STNAME, CTYNAME, POPESTIMATE2020, POPESTIMATE2023,
         round(100.0 * (POPESTIMATE2023 - POPESTIMATE2020) / POPESTIMATE2020, 2) AS pct_change
  FROM read_csv_auto('data/out/pop.csv')
  ORDER BY pct_change DESC
) TO '/dev/stdout' (HEADER, DELIMITER ',');
