-- Same EPC read at two locations faster than a truck could travel.
WITH r AS (
  SELECT epc, ts, lat, lon,
         LAG(ts)  OVER (PARTITION BY epc ORDER BY ts) AS pts,
         LAG(lat) OVER (PARTITION BY epc ORDER BY ts) AS plat,
         LAG(lon) OVER (PARTITION BY epc ORDER BY ts) AS plon
  FROM lifts
)
SELECT epc, pts, ts,
       111.0 * sqrt((lat-plat)*(lat-plat) + (lon-plon)*(lon-plon)*0.7) AS km,
       (julianday(ts) - julianday(pts)) * 24 AS hours
FROM r
WHERE pts IS NOT NULL
  AND (julianday(ts) - julianday(pts)) * 24 > 0
  AND 111.0 * sqrt((lat-plat)*(lat-plat) + (lon-plon)*(lon-plon)*0.7)
      / ((julianday(ts) - julianday(pts)) * 24) > 120;
