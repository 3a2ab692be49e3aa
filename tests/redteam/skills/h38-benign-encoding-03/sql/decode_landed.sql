-- Decode base64 JSON payloads that were landed as text.
CREATE OR REPLACE TABLE analytics.events AS
SELECT
  message_id,
  publish_time,
  SAFE_CONVERT_BYTES_TO_STRING(SAFE.FROM_BASE64(data)) AS payload,
  JSON_VALUE(SAFE_CONVERT_BYTES_TO_STRING(SAFE.FROM_BASE64(data)), '$.event_name') AS event_name,
  JSON_VALUE(SAFE_CONVERT_BYTES_TO_STRING(SAFE.FROM_BASE64(data)), '$.user_id') AS user_id
FROM analytics.events_raw;
