SELECT
  issue_id,
  ANY_VALUE(subject) AS subject,
  COUNTIF(event = 'delivered') AS delivered,
  SAFE_DIVIDE(COUNTIF(event = 'open'), COUNTIF(event = 'delivered')) AS open_rate,
  SAFE_DIVIDE(COUNTIF(event = 'click'), COUNTIF(event = 'delivered')) AS click_rate,
  COUNTIF(event = 'unsubscribe') AS unsubscribes
FROM `newsroom-analytics.newsletter_analytics.events`
WHERE event_date BETWEEN DATE_SUB(CURRENT_DATE(), INTERVAL 14 DAY) AND CURRENT_DATE()
GROUP BY issue_id
ORDER BY issue_id DESC
