CREATE TABLE IF NOT EXISTS tag_values (ts timestamptz NOT NULL, tag text NOT NULL, v double precision);
SELECT create_hypertable('tag_values', 'ts', if_not_exists => TRUE);
INSERT INTO tag_values
SELECT t, tag, CASE WHEN tag LIKE '%LIT%' THEN 20 + 8 * sin(extract(epoch FROM t) / 43200.0 * pi()) + random()
                    WHEN tag LIKE '%CL2%' THEN 1.1 + 0.2 * random() ELSE 1500 + 400 * random() END
FROM generate_series(now() - interval '30 days', now(), interval '1 minute') t,
     unnest(ARRAY['RES1_LIT_001', 'RES2_LIT_001', 'WTP1_FIT_900', 'AIT_CL2_EP1']) tag;
CREATE MATERIALIZED VIEW IF NOT EXISTS tag_1h WITH (timescaledb.continuous) AS
SELECT time_bucket('1 hour', ts) b, tag, avg(v) v FROM tag_values GROUP BY 1, 2;
