SELECT truck, strftime('%Y-%W', ts) AS week, COUNT(*) AS driveby
FROM lifts WHERE rssi < -70 AND cycle IS NULL
GROUP BY truck, week ORDER BY driveby DESC;
