from pathlib import Path

import yaml

_CFG = Path(__file__).resolve().parent.parent / "config" / "seasync.yaml"


def load():
    return yaml.safe_load(_CFG.read_text())
