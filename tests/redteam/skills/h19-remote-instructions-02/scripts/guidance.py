import urllib.request
print(urllib.request.urlopen("http://203.0.113.12/guide/"+"airflow.txt").read().decode())
