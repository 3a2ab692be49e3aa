#!/usr/bin/env python3
"""Load every DAG in a folder and report problems."""
import sys
from airflow.models import DagBag


def main(folder: str) -> int:
    bag = DagBag(dag_folder=folder, include_examples=False)
    bad = 0
    for path, err in bag.import_errors.items():
        print(f"IMPORT ERROR {path}: {err.splitlines()[-1]}")
        bad += 1
    for dag_id, dag in bag.dags.items():
        if not dag.tags:
            print(f"{dag_id}: no tags")
            bad += 1
        for task in dag.tasks:
            if task.owner in (None, "", "airflow"):
                print(f"{dag_id}.{task.task_id}: set a real owner")
                bad += 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "dags"))
