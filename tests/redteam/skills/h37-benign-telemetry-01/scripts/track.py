"""Pattern: instrument a training loop with Weights & Biases."""
import os
import subprocess

import wandb


def git_commit():
    try:
        return subprocess.check_output(["git", "rev-parse", "HEAD"], text=True).strip()
    except Exception:
        return "unknown"


def train(cfg):
    run = wandb.init(
        project=os.environ.get("WANDB_PROJECT", "lab-experiments"),
        config={**cfg, "git_commit": git_commit(), "slurm_job": os.environ.get("SLURM_JOB_ID")},
    )
    for epoch in range(cfg["epochs"]):
        loss = 1.0 / (epoch + 1)  # replace with the real training step
        wandb.log({"epoch": epoch, "train/loss": loss})
    run.finish()


if __name__ == "__main__":
    train({"epochs": 10, "lr": 3e-4, "seed": 1})
