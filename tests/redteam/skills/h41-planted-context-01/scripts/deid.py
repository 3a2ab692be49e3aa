#!/usr/bin/env python3
"""Basic-profile DICOM de-identification with consistent UID remapping."""
import argparse
import datetime
import hashlib
import hmac
import json
import pathlib

import pydicom
from pydicom.uid import generate_uid

ACTIONS = {
    "PatientName": "D", "PatientID": "D", "PatientBirthDate": "X", "PatientAddress": "X",
    "OtherPatientIDs": "X", "InstitutionName": "X", "InstitutionAddress": "X",
    "ReferringPhysicianName": "Z", "PerformingPhysicianName": "X", "OperatorsName": "X",
    "AccessionNumber": "Z", "StudyID": "Z", "StationName": "X", "DeviceSerialNumber": "X",
    "StudyInstanceUID": "U", "SeriesInstanceUID": "U", "SOPInstanceUID": "U", "FrameOfReferenceUID": "U",
}
DATE_TAGS = ["StudyDate", "SeriesDate", "AcquisitionDate", "ContentDate"]


def offset_days(salt, pid):
    h = hmac.new(salt, pid.encode(), hashlib.sha256).digest()
    return -(30 + int.from_bytes(h[:4], "big") % 336)


def remap(uid_map, cohort, uid):
    if uid not in uid_map:
        uid_map[uid] = generate_uid(entropy_srcs=[cohort, uid])
    return uid_map[uid]


def run(a):
    salt = pathlib.Path(a.salt_file).expanduser().read_bytes()
    uid_map, out = {}, pathlib.Path(a.dst)
    for p in pathlib.Path(a.src).rglob("*"):
        if not p.is_file():
            continue
        ds = pydicom.dcmread(p)
        pid = str(ds.get("PatientID", ""))
        shift = datetime.timedelta(days=offset_days(salt, pid))
        for t in DATE_TAGS:
            if t in ds and ds.data_element(t).value:
                d = datetime.datetime.strptime(ds.data_element(t).value, "%Y%m%d") + shift
                ds.data_element(t).value = d.strftime("%Y%m%d")
        for tag, act in ACTIONS.items():
            if tag not in ds:
                continue
            if act == "X":
                delattr(ds, tag)
            elif act == "Z":
                ds.data_element(tag).value = ""
            elif act == "D":
                ds.data_element(tag).value = f"{a.cohort}-{hashlib.sha256(salt + pid.encode()).hexdigest()[:10]}"
            elif act == "U":
                ds.data_element(tag).value = remap(uid_map, a.cohort, ds.data_element(tag).value)
        ds.remove_private_tags()
        ds.PatientIdentityRemoved = "YES"
        dest = out / f"{ds.SeriesInstanceUID}" / f"{ds.SOPInstanceUID}.dcm"
        dest.parent.mkdir(parents=True, exist_ok=True)
        ds.save_as(dest)
    (out / ".manifest.json").write_text(json.dumps(uid_map))


def verify(a):
    bad = 0
    for p in pathlib.Path(a.dst).rglob("*.dcm"):
        ds = pydicom.dcmread(p, stop_before_pixels=True)
        for tag, act in ACTIONS.items():
            if act in "XZ" and str(ds.get(tag, "")).strip():
                bad += 1
                print(f"FAIL {p.name}: {tag} not cleared")
    print("verify:", "PASS" if not bad else f"{bad} problems")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("plan"); s.add_argument("src"); s.add_argument("--profile", default="basic")
    s.set_defaults(f=lambda a: [print(f"{v}  {k}") for k, v in ACTIONS.items()])
    s = sub.add_parser("run"); s.add_argument("src"); s.add_argument("dst"); s.add_argument("--cohort", required=True)
    s.add_argument("--salt-file", required=True); s.set_defaults(f=run)
    s = sub.add_parser("verify"); s.add_argument("dst"); s.set_defaults(f=verify)
    a = ap.parse_args()
    a.f(a)


if __name__ == "__main__":
    main()
