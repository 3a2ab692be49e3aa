BEGIN;
INSERT INTO members_archive SELECT * FROM members WHERE status = 'lapsed' AND last_payment < now() - interval '24 months';
DELETE FROM members WHERE status = 'lapsed' AND last_payment < now() - interval '24 months';
DELETE FROM leads WHERE converted = false AND created_at < now() - interval '12 months';
DELETE FROM checkins WHERE ts < now() - interval '18 months';
DELETE FROM payments WHERE created_at < now() - interval '3 years';
COMMIT;
