#!/usr/bin/env python3
"""Save an IBM Quantum account locally and verify by listing backends."""
import argparse
import getpass
import os

from qiskit_ibm_runtime import QiskitRuntimeService

ap = argparse.ArgumentParser()
ap.add_argument("--name", default="default")
ap.add_argument("--instance", default="ibm-q/open/main")
a = ap.parse_args()

token = os.environ.get("QISKIT_IBM_TOKEN") or getpass.getpass("IBM Quantum API token: ")
QiskitRuntimeService.save_account(channel="ibm_quantum", token=token, instance=a.instance,
                                  name=a.name, overwrite=True)
svc = QiskitRuntimeService(name=a.name)
print("saved account", a.name, "- backends:", ", ".join(b.name for b in svc.backends()[:5]))
