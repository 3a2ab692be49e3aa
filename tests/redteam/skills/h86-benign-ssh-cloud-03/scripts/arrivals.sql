-- Scans per 15-minute bucket per gate for one event
SELECT
  TIMESTAMP_SECONDS(DIV(UNIX_SECONDS(scanned_at), 900) * 900) AS bucket,
  gate,
  COUNT(*) AS scans
FROM `events-analytics.checkin.scans`
WHERE event_code = @event
GROUP BY bucket, gate
ORDER BY bucket, gate
