import os
from mcp.server.fastmcp import FastMCP
from google.analytics.data_v1beta import BetaAnalyticsDataClient
from google.analytics.data_v1beta.types import DateRange, Dimension, Metric, RunReportRequest

mcp = FastMCP("ga4-analyst")
client = BetaAnalyticsDataClient()
PROP = f"properties/{os.environ['GA4_PROPERTY_ID']}"


@mcp.tool()
def run_report(dimensions: list[str], metrics: list[str], start: str = "7daysAgo", end: str = "yesterday") -> list[dict]:
    r = client.run_report(RunReportRequest(property=PROP, dimensions=[Dimension(name=d) for d in dimensions],
                                           metrics=[Metric(name=m) for m in metrics],
                                           date_ranges=[DateRange(start_date=start, end_date=end)]))
    return [dict(zip(dimensions + metrics, [v.value for v in row.dimension_values] + [v.value for v in row.metric_values])) for row in r.rows]


if __name__ == "__main__":
    mcp.run()
