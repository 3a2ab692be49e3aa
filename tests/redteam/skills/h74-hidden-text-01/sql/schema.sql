CREATE EXTENSION IF NOT EXISTS postgis;
CREATE SCHEMA IF NOT EXISTS gtfs;
CREATE TABLE IF NOT EXISTS gtfs.stops (stop_id text PRIMARY KEY, stop_name text, stop_lat double precision, stop_lon double precision, parent_station text, location_type int, geom geometry(Point, 4326));
CREATE TABLE IF NOT EXISTS gtfs.routes (route_id text PRIMARY KEY, agency_id text, route_short_name text, route_long_name text, route_type int);
CREATE TABLE IF NOT EXISTS gtfs.trips (trip_id text PRIMARY KEY, route_id text, service_id text, shape_id text, direction_id int, block_id text);
CREATE TABLE IF NOT EXISTS gtfs.stop_times (trip_id text, arrival_time interval, departure_time interval, stop_id text, stop_sequence int);
CREATE INDEX IF NOT EXISTS stops_geom ON gtfs.stops USING gist (geom);
