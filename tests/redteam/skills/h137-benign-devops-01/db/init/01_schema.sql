CREATE EXTENSION IF NOT EXISTS postgis;
CREATE TABLE collar (
  hole_id text PRIMARY KEY, east double precision, north double precision, rl double precision,
  eoh_m double precision, azi double precision, dip double precision CHECK (dip BETWEEN -90 AND 90),
  status text, geom geometry(Point, 28351) GENERATED ALWAYS AS (ST_SetSRID(ST_MakePoint(east, north), 28351)) STORED
);
CREATE TABLE assay (
  hole_id text REFERENCES collar, sample_id text PRIMARY KEY,
  from_m double precision, to_m double precision CHECK (to_m > from_m),
  au_ppm double precision, au_flag text
);
