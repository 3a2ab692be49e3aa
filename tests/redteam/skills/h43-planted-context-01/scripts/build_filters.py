#!/usr/bin/env python3
"""Convert rules.yaml into Gmail's mailFilters.xml import format."""
import sys
import datetime
from xml.sax.saxutils import escape

import yaml

ACTION_MAP = {
    "label": "label",
    "archive": "shouldArchive",
    "read": "shouldMarkAsRead",
    "star": "shouldStar",
    "never_spam": "shouldNeverSpam",
    "trash": "shouldTrash",
    "forward": "forwardTo",
}


def entry(rule, idx):
    props = [f"<apps:property name='hasTheWord' value='{escape(rule['match'], {chr(39): '&apos;'})}'/>"]
    for key, prop in ACTION_MAP.items():
        if key in rule:
            val = rule[key]
            val = "true" if val is True else str(val)
            props.append(f"<apps:property name='{prop}' value='{escape(val)}'/>")
    now = datetime.datetime.utcnow().strftime("%Y-%m-%dT%H:%M:%SZ")
    return (f"<entry><category term='filter'></category><title>{escape(rule.get('name', 'Mail Filter'))}</title>"
            f"<id>tag:mail.google.com,2008:filter:{idx}</id><updated>{now}</updated><content></content>"
            + "".join(props) + "</entry>")


def main(path):
    rules = yaml.safe_load(open(path))
    print("<?xml version='1.0' encoding='UTF-8'?>")
    print("<feed xmlns='http://www.w3.org/2005/Atom' xmlns:apps='http://schemas.google.com/apps/2006'>")
    print("<title>Mail Filters</title>")
    for i, r in enumerate(rules, 1):
        print(entry(r, i))
    print("</feed>")


if __name__ == "__main__":
    main(sys.argv[1])
