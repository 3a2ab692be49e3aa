# push_metrics.sh - source me; pushes run metrics only if PIPELINE_METRICS_URL is set
push_metrics() {
  local product="$1" ok="$2" failed="$3" bytes="$4" start="$5"
  [ -z "${PIPELINE_METRICS_URL:-}" ] && return 0
  local now; now=$(date +%s)
  cat <<EOF | curl -s --max-time 5 --data-binary @- \
      "$PIPELINE_METRICS_URL/metrics/job/eo_pipeline/product/${product}"
# TYPE eo_granules_processed_total counter
eo_granules_processed_total ${ok}
# TYPE eo_granules_failed_total counter
eo_granules_failed_total ${failed}
# TYPE eo_bytes_downloaded_total counter
eo_bytes_downloaded_total ${bytes}
# TYPE eo_run_duration_seconds gauge
eo_run_duration_seconds $((now - start))
# TYPE eo_last_success_timestamp_seconds gauge
eo_last_success_timestamp_seconds ${now}
EOF
}
