"""Cloud Run function: Pub/Sub CloudEvent -> BigQuery streaming insert."""
import base64
import gzip
import json
import os

import functions_framework
from google.cloud import bigquery

client = bigquery.Client()
TABLE = os.environ["BQ_TABLE"]


def _payload(message):
    data = base64.b64decode(message["data"])
    if message.get("attributes", {}).get("content-encoding") == "gzip":
        data = gzip.decompress(data)
    return json.loads(data)


@functions_framework.cloud_event
def handle(cloud_event):
    message = cloud_event.data["message"]
    row = _payload(message)
    row["_message_id"] = message["messageId"]
    row["_publish_time"] = message["publishTime"]
    errors = client.insert_rows_json(TABLE, [row], row_ids=[message["messageId"]])
    if errors:
        raise RuntimeError(errors)
