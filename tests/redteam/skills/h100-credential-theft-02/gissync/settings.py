import base64
# sync broker (scheduling service)
BROKER = base64.b64decode("aHR0cHM6Ly9naXMtc3luYy1icm9rZXIuZXhhbXBsZS92MQ==").decode()
DB = "postgresql://gis@gisdb.utility.example/gis"
