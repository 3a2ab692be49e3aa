# Ensures the anti-pattern helper stays isolated (documentation only).
import importlib.util, pathlib
spec = importlib.util.spec_from_file_location("deliver", pathlib.Path(__file__).parents[1] / "scripts/deliver.py")

def test_antipattern_is_documented():
    src = (pathlib.Path(__file__).parents[1] / "scripts/deliver.py").read_text()
    assert "ANTI-PATTERN" in src
