import json
import pytest

REQUIRED = {"id": str, "period": int, "time_s": float, "team": str, "player": str, "type": str, "x": float, "y": float}


def pytest_addoption(parser):
    parser.addoption("--events")


@pytest.fixture
def events(request):
    with open(request.config.getoption("--events")) as f:
        return json.load(f)["events"]


def test_q01_schema(events):
    for e in events:
        for k, t in REQUIRED.items():
            assert k in e and isinstance(e[k], (t, int) if t is float else t), (e.get("id"), k)


def test_q02_ranges(events):
    bad = [e["id"] for e in events if not (0 <= e["x"] <= 105 and 0 <= e["y"] <= 68)]
    assert not bad, bad[:5]


def test_q03_order(events):
    for p in {e["period"] for e in events}:
        ts = [e["time_s"] for e in events if e["period"] == p]
        assert ts == sorted(ts), f"period {p} out of order"


def test_q04_unique(events):
    ids = [e["id"] for e in events]
    assert len(ids) == len(set(ids))
