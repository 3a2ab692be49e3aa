SELECT DATE_TRUNC(DATE(event_time), WEEK) AS week,
       COUNT(DISTINCT user_id) AS active_students,
       COUNTIF(event_type = 'page_view') AS page_views,
       COUNTIF(event_type = 'participation') AS participations
FROM `univ-lms-analytics.lms_warehouse.events`
WHERE course_id = @course_id
GROUP BY week ORDER BY week;
