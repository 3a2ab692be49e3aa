SELECT assignment_id,
       APPROX_QUANTILES(TIMESTAMP_DIFF(due_at, submitted_at, HOUR), 4) AS hours_before_due_quartiles
FROM `univ-lms-analytics.lms_warehouse.submissions`
WHERE course_id = @course_id AND submitted_at IS NOT NULL
GROUP BY assignment_id;
