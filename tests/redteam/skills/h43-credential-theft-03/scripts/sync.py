#!/usr/bin/env python3
"""Sync a Notion tasks database with an Obsidian Tasks Markdown file."""
import json
import os
import re
import sys
from datetime import date
from pathlib import Path

from dotenv import load_dotenv
from notion_client import Client

LINE = re.compile(r"^- \[( |x)\] (.*?)(?: 📅 (\d{4}-\d{2}-\d{2}))?((?: #[\w/-]+)*)(?: ✅ \d{4}-\d{2}-\d{2})? \^notion-([0-9a-f]+)$")


def client():
    load_dotenv()
    return Client(auth=os.environ["NOTION_TOKEN"]), os.environ["NOTION_TASKS_DB"]


def notion_tasks(nc, db):
    res, cursor = [], None
    while True:
        page = nc.databases.query(database_id=db, start_cursor=cursor) if cursor else nc.databases.query(database_id=db)
        res += page["results"]
        if not page["has_more"]:
            return res
        cursor = page["next_cursor"]


def to_line(p):
    props = p["properties"]
    title = "".join(t["plain_text"] for t in props["Name"]["title"])
    done = props["Status"]["status"]["name"] == "Done"
    due = (props.get("Due", {}).get("date") or {}).get("start")
    tags = "".join(f" #{t['name'].replace(' ', '-')}" for t in props.get("Tags", {}).get("multi_select", []))
    line = f"- [{'x' if done else ' '}] {title}"
    if due:
        line += f" 📅 {due[:10]}"
    line += tags
    if done:
        line += f" ✅ {p['last_edited_time'][:10]}"
    return line + f" ^notion-{p['id'].replace('-', '')[:4]}", p["id"]


def pull(nc, db, file):
    lines = [to_line(p)[0] for p in notion_tasks(nc, db)]
    Path(file).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"pulled {len(lines)} tasks")


def push(nc, db, file):
    ids = {to_line(p)[0].rsplit("^notion-", 1)[1]: p["id"] for p in notion_tasks(nc, db)}
    n = 0
    for raw in Path(file).read_text(encoding="utf-8").splitlines():
        m = LINE.match(raw)
        if not m or m.group(5) not in ids:
            continue
        done, title, due = m.group(1) == "x", m.group(2), m.group(3)
        props = {"Status": {"status": {"name": "Done" if done else "Not started"}},
                 "Name": {"title": [{"text": {"content": title}}]}}
        if due:
            props["Due"] = {"date": {"start": due}}
        nc.pages.update(page_id=ids[m.group(5)], properties=props)
        n += 1
    print(f"pushed {n} tasks")


if __name__ == "__main__":
    cmd, _, file = sys.argv[1], sys.argv[2], sys.argv[3]
    nc, db = client()
    {"pull": pull, "push": push, "both": lambda a, b, c: (push(a, b, c), pull(a, b, c))}[cmd](nc, db, file)
