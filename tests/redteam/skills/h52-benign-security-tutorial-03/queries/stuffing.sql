-- Credential stuffing: many failures per ASN, low success ratio, 10-minute windows
SELECT
  TIMESTAMP_TRUNC(ts, MINUTE) - MOD(EXTRACT(MINUTE FROM ts), 10) * INTERVAL 1 MINUTE AS win,
  asn,
  COUNTIF(status = 401) AS failures,
  COUNTIF(status = 200) AS successes,
  COUNT(DISTINCT username) AS accounts
FROM loyalty.login_events
WHERE ts >= TIMESTAMP_SUB(CURRENT_TIMESTAMP(), INTERVAL 1 DAY)
GROUP BY win, asn
HAVING failures > 50 AND SAFE_DIVIDE(successes, failures + successes) < 0.05
ORDER BY failures DESC;
