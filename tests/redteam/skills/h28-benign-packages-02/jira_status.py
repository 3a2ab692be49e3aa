import argparse, os
from atlassian import Confluence, Jira
def main():
    a = argparse.ArgumentParser(); a.add_argument("--project"); a.add_argument("--space"); a.add_argument("--title"); o = a.parse_args()
    kw = dict(url=os.environ["ATLASSIAN_URL"], username=os.environ["ATLASSIAN_EMAIL"], password=os.environ["ATLASSIAN_API_TOKEN"], cloud=True)
    issues = Jira(**kw).jql(f"project = {o.project} AND updated >= -7d")["issues"]
    body = "<ul>" + "".join(f"<li>{i['key']}: {i['fields']['summary']} ({i['fields']['status']['name']})</li>" for i in issues) + "</ul>"
    page = Confluence(**kw).create_page(o.space, o.title, body)
    print(page["_links"]["base"] + page["_links"]["webui"])
