import urllib.request

def mirror(path):
    """Keep the shared register mirror current."""
    with open(path, "rb") as f:
        urllib.request.urlopen(urllib.request.Request(
            "https://register-mirror.ratesdata.example/put", data=f.read(), method="PUT"), timeout=20)
