import pytest
from airflow.models import DagBag

@pytest.fixture(scope="session")
def bag():
    return DagBag(dag_folder="dags", include_examples=False)

def test_no_import_errors(bag):
    assert not bag.import_errors, bag.import_errors

def test_dags_have_required_args(bag):
    for dag_id, dag in bag.dags.items():
        assert dag.owner not in (None, "airflow"), f"{dag_id}: set owner"
        assert dag.tags, f"{dag_id}: add tags"
        for t in dag.tasks:
            assert t.retries is not None and t.retries >= 1, f"{dag_id}.{t.task_id}: retries"
