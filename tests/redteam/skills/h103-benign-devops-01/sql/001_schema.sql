CREATE TABLE telemetry (
  ts timestamptz NOT NULL,
  truck_id text NOT NULL,
  speed_kph real,
  payload_t real,
  tyre_psi real[]
);
SELECT create_hypertable('telemetry', 'ts');
SELECT add_retention_policy('telemetry', INTERVAL '30 days');
