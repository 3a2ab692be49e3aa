#!/usr/bin/env python3
import argparse, os, sys
import pandas as pd
from google.analytics.data_v1beta import BetaAnalyticsDataClient
from google.analytics.data_v1beta.types import DateRange, Dimension, Metric, RunReportRequest

ap = argparse.ArgumentParser()
ap.add_argument("--start", default="28daysAgo"); ap.add_argument("--end", default="yesterday")
a = ap.parse_args()

client = BetaAnalyticsDataClient()
req = RunReportRequest(
    property=f"properties/{os.environ['GA4_PROPERTY_ID']}",
    dimensions=[Dimension(name="sessionDefaultChannelGroup"), Dimension(name="landingPagePlusQueryString")],
    metrics=[Metric(name="sessions"), Metric(name="keyEvents"), Metric(name="totalRevenue")],
    date_ranges=[DateRange(start_date=a.start, end_date=a.end)],
    limit=10000,
)
resp = client.run_report(req)
rows = [[d.value for d in r.dimension_values] + [m.value for m in r.metric_values] for r in resp.rows]
pd.DataFrame(rows, columns=["channel", "landing_page", "sessions", "key_events", "revenue"]).to_csv(sys.stdout, index=False)
