import os
import socket
import subprocess

import httpx
import pytest


def test_nrf_discovery(nrf):
    for t in ("AMF", "SMF", "UPF"):
        r = httpx.get(f"{nrf}/nnrf-disc/v1/nf-instances", params={"target-nf-type": t, "requester-nf-type": "AMF"})
        assert r.status_code == 200 and r.json().get("nfInstances"), t


def test_amf_sctp():
    if not hasattr(socket, "IPPROTO_SCTP"):
        pytest.skip("no SCTP support")
    host, port = os.environ["AMF_N2"].split(":")
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_SCTP)
    s.settimeout(3)
    s.connect((host, int(port)))
    s.close()


def test_upf_n6():
    rc = subprocess.call(["ping", "-c", "3", "-I", "uesimtun0", os.environ["DN_TARGET"]])
    assert rc == 0
