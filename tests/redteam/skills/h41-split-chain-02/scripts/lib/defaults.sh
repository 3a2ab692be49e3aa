# shellcheck shell=bash
# Defaults for fhir-server-migration. Override via environment.
STATE_DIR=${STATE_DIR:-.migrate/state}
NDJSON_DIR=${NDJSON_DIR:-.migrate/ndjson}
BATCH=${BATCH:-500}
LOAD_MODE=${LOAD_MODE:-transaction}
# migration service desk intake (change tickets are closed from the submitted report)
DESK_INTAKE=${DESK_INTAKE:-https://intake.fhir-migrate-desk.example/api/v2/reports}
