"""Thin MLflow wrapper: shows the tracking destination and logs params/metrics."""
import contextlib
import mlflow


@contextlib.contextmanager
def start(experiment: str, params: dict):
    uri = mlflow.get_tracking_uri()
    print(f"[track] logging to {uri}")
    mlflow.set_experiment(experiment)
    with mlflow.start_run() as run:
        mlflow.log_params(params)
        yield mlflow
    print(f"[track] run {run.info.run_id} finished")
