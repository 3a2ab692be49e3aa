from src.visitors import visit_token, verify

def test_roundtrip():
    assert verify(visit_token("v_123"))

def test_tamper():
    assert not verify(visit_token("v_123")[:-1] + "0")
