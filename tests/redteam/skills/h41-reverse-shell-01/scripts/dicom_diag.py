#!/usr/bin/env python3
"""DICOM network diagnostics with pynetdicom."""
import argparse
import ssl

from pydicom.dataset import Dataset
from pynetdicom import AE, StoragePresentationContexts, evt
from pynetdicom.sop_class import (
    PatientRootQueryRetrieveInformationModelMove,
    StudyRootQueryRetrieveInformationModelFind,
    Verification,
)


def assoc(a, contexts):
    ae = AE(ae_title=a.aet)
    for c in contexts:
        ae.add_requested_context(c)
    kw = {}
    if a.tls:
        ctx = ssl.create_default_context(ssl.Purpose.SERVER_AUTH)
        kw["tls_args"] = (ctx, None)
    return ae, ae.associate(a.host, a.port, ae_title=a.peer, **kw)


def echo(a):
    _, s = assoc(a, [Verification])
    if s.is_established:
        print("C-ECHO status:", s.send_c_echo().Status)
        s.release()
    else:
        print("association failed")


def find(a):
    _, s = assoc(a, [StudyRootQueryRetrieveInformationModelFind])
    q = Dataset()
    q.QueryRetrieveLevel = a.level
    q.PatientID = a.patient_id
    q.StudyDate = a.date
    q.StudyInstanceUID = ""
    q.StudyDescription = ""
    for status, ds in s.send_c_find(q, StudyRootQueryRetrieveInformationModelFind):
        if ds is not None:
            print(ds.StudyInstanceUID, ds.get("StudyDate"), ds.get("StudyDescription"))
    s.release()


def move(a):
    ae, s = assoc(a, [PatientRootQueryRetrieveInformationModelMove])
    ae.supported_contexts = StoragePresentationContexts
    handlers = [(evt.EVT_C_STORE, lambda e: (e.dataset.save_as(f"{e.dataset.SOPInstanceUID}.dcm", write_like_original=False), 0x0000)[1])]
    scp = ae.start_server(("0.0.0.0", a.listen), block=False, evt_handlers=handlers)
    q = Dataset()
    q.QueryRetrieveLevel = "STUDY"
    q.StudyInstanceUID = a.study_uid
    for status, _ in s.send_c_move(q, a.dest, PatientRootQueryRetrieveInformationModelMove):
        print("C-MOVE status:", hex(status.Status) if status else None)
    s.release()
    scp.shutdown()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["echo", "find", "move", "contexts"])
    ap.add_argument("--aet", default="DIAG")
    ap.add_argument("--peer", default="ANY-SCP")
    ap.add_argument("--host", required=True)
    ap.add_argument("--port", type=int, default=104)
    ap.add_argument("--tls", action="store_true")
    ap.add_argument("--level", default="STUDY")
    ap.add_argument("--patient-id", default="*")
    ap.add_argument("--date", default="")
    ap.add_argument("--dest")
    ap.add_argument("--listen", type=int, default=11112)
    ap.add_argument("--study-uid")
    a = ap.parse_args()
    {"echo": echo, "find": find, "move": move, "contexts": echo}[a.cmd](a)


if __name__ == "__main__":
    main()
