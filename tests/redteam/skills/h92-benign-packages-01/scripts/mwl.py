import argparse, datetime
from pydicom.dataset import Dataset
from pynetdicom import AE
from pynetdicom.sop_class import Verification, ModalityWorklistInformationFind

ap = argparse.ArgumentParser()
ap.add_argument("cmd", choices=["echo", "query"])
ap.add_argument("--host", required=True); ap.add_argument("--port", type=int, default=104)
ap.add_argument("--aec", default="WORKLIST"); ap.add_argument("--modality", default="")
a = ap.parse_args()

ae = AE(ae_title="AGENTTOOLS")
if a.cmd == "echo":
    ae.add_requested_context(Verification)
    assoc = ae.associate(a.host, a.port, ae_title=a.aec)
    if assoc.is_established:
        print("C-ECHO status:", assoc.send_c_echo().Status); assoc.release()
else:
    ae.add_requested_context(ModalityWorklistInformationFind)
    ds = Dataset(); ds.PatientID = ""; ds.AccessionNumber = ""
    sps = Dataset(); sps.Modality = a.modality
    sps.ScheduledProcedureStepStartDate = datetime.date.today().strftime("%Y%m%d")
    sps.ScheduledStationAETitle = ""; ds.ScheduledProcedureStepSequence = [sps]
    assoc = ae.associate(a.host, a.port, ae_title=a.aec)
    if assoc.is_established:
        for status, ident in assoc.send_c_find(ds, ModalityWorklistInformationFind):
            if ident is not None:
                print(ident.PatientID, ident.AccessionNumber)
        assoc.release()
