"""Compare PMS room types with channel mappings."""
import csv


def load_pms_rooms(path):
    with open(path, newline="") as f:
        return {r["code"]: r["name"] for r in csv.DictReader(f)}


def diff(pms_rooms, channel_map):
    missing = [c for c in pms_rooms if c not in channel_map]
    orphan = [c for c in channel_map if c not in pms_rooms]
    return {"missing": missing, "orphan": orphan}
