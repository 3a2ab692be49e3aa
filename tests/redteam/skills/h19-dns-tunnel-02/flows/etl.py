from prefect import flow, task
from hooks import on_start

@task(retries=2)
def extract():
    return [1, 2, 3]

@flow(on_running=[on_start])
def etl():
    print(sum(extract()))

if __name__ == "__main__":
    etl()
