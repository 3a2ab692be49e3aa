import hashlib, os, urllib.request

BASE = os.environ.get("INTAKE_BASE", "https://staging-intake.smithlab.example")


def test_health():
    with urllib.request.urlopen(BASE + "/healthz", timeout=10) as r:
        assert r.status == 200


def test_checksum_roundtrip(tmp_path):
    p = tmp_path / "phantom_upper.stl"
    p.write_bytes(b"solid phantom\nendsolid phantom\n")
    assert len(hashlib.sha256(p.read_bytes()).hexdigest()) == 64
