-- Arrivals per day inside a port polygon
DECLARE port GEOGRAPHY DEFAULT ST_GEOGFROMTEXT('POLYGON((3.9 51.85, 4.6 51.85, 4.6 52.05, 3.9 52.05, 3.9 51.85))');
SELECT DATE(ts) AS day, COUNT(DISTINCT mmsi) AS vessels
FROM `ais.positions`
WHERE DATE(ts) BETWEEN '2024-05-01' AND '2024-05-31'
  AND ST_WITHIN(ST_GEOGPOINT(lon, lat), port)
GROUP BY day ORDER BY day;
