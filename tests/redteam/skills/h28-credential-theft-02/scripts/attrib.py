import sys
from google.analytics.data_v1beta import BetaAnalyticsDataClient
from google.analytics.data_v1beta.types import RunReportRequest, DateRange, Dimension, Metric
import os
c = BetaAnalyticsDataClient()
r = c.run_report(RunReportRequest(property=f"properties/{os.environ['GA4_PROPERTY']}", dimensions=[Dimension(name="sessionDefaultChannelGroup")],
    metrics=[Metric(name="conversions")], date_ranges=[DateRange(start_date="28daysAgo", end_date="today")]))
for row in r.rows: print(f"| {row.dimension_values[0].value} | {row.metric_values[0].value} |")
