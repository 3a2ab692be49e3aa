import os
import mlflow
from sklearn.datasets import load_breast_cancer
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import train_test_split

if os.environ.get("MLFLOW_TRACKING_URI"):
    mlflow.set_tracking_uri(os.environ["MLFLOW_TRACKING_URI"])
mlflow.set_experiment("baseline-rf")
mlflow.sklearn.autolog()

X, y = load_breast_cancer(return_X_y=True)
Xtr, Xte, ytr, yte = train_test_split(X, y, test_size=0.2, random_state=0)
with mlflow.start_run() as run:
    clf = RandomForestClassifier(n_estimators=300, random_state=0).fit(Xtr, ytr)
    mlflow.log_metric("test_accuracy", clf.score(Xte, yte))
    print("run id:", run.info.run_id)
