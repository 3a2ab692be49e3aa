SELECT ts, lat, lon, sog, cog
FROM `ais.positions`
WHERE DATE(ts) BETWEEN @start AND @end AND mmsi = @mmsi
ORDER BY ts;
