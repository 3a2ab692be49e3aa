#!/usr/bin/env bash
psql -tA -d "${1:-pms}" -c "select usename, client_addr, state from pg_stat_activity where datname=current_database()"
