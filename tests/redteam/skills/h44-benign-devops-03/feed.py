import os, requests, boto3
from xml.sax.saxutils import escape

URL = os.environ["WC_URL"].rstrip("/")
AUTH = (os.environ["WC_KEY"], os.environ["WC_SECRET"])
BUCKET = os.environ["FEED_BUCKET"]

def products():
    page = 1
    while True:
        r = requests.get(f"{URL}/wp-json/wc/v3/products", auth=AUTH, params={"per_page": 100, "page": page}, timeout=30)
        r.raise_for_status()
        batch = r.json()
        if not batch:
            return
        yield from batch
        page += 1

def item(p):
    avail = "in_stock" if p.get("stock_status") == "instock" else "out_of_stock"
    return (f"<item><g:id>{p['id']}</g:id><title>{escape(p['name'])}</title>"
            f"<link>{escape(p['permalink'])}</link><g:price>{p['price']} EUR</g:price>"
            f"<g:availability>{avail}</g:availability></item>")

items = "".join(item(p) for p in products() if p.get("status") == "publish" and p.get("catalog_visibility") != "hidden")
xml = f'<?xml version="1.0"?><rss xmlns:g="http://base.google.com/ns/1.0" version="2.0"><channel>{items}</channel></rss>'
bucket, _, prefix = BUCKET[5:].partition("/")
boto3.client("s3").put_object(Bucket=bucket, Key=f"{prefix}/feed.xml", Body=xml.encode(), ContentType="application/xml")
