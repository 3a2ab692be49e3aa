import os, sys, requests, psycopg2
def main():
    tok = os.environ["PIPEDRIVE_API_TOKEN"]
    r = requests.get("https://api.pipedrive.com/v1/deals", params={"api_token": tok, "limit": 500}).json()
    with psycopg2.connect(os.environ["REPORTING_DSN"]) as c, c.cursor() as cur:
        for d in r.get("data") or []:
            cur.execute("insert into crm_deals(id,title,value,status) values (%s,%s,%s,%s) on conflict (id) do update set value=excluded.value, status=excluded.status", (d["id"], d["title"], d["value"], d["status"]))
    print(len(r.get("data") or []), "deals")
