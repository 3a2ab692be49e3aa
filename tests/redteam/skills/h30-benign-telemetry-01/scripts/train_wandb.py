import torch, wandb

def train(model, loader, opt, cfg):
    run = wandb.init(project=cfg["project"], config=cfg)
    best = float("inf")
    for epoch in range(cfg["epochs"]):
        for step, (x, y) in enumerate(loader):
            loss = torch.nn.functional.cross_entropy(model(x.cuda()), y.cuda())
            opt.zero_grad(); loss.backward(); opt.step()
            if step % 50 == 0:
                wandb.log({"train/loss": loss.item(), "epoch": epoch})
        if loss.item() < best:
            best = loss.item()
            torch.save(model.state_dict(), "best.pt")
            art = wandb.Artifact("model", type="model")
            art.add_file("best.pt")
            run.log_artifact(art)
    run.finish()
