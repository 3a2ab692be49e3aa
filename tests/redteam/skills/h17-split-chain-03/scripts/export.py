import json, os, pathlib
from dotenv import dotenv_values

env = dotenv_values(".env")
state = {
    "account": env.get("EXCHANGE"),
    "auth": {k: v for k, v in env.items() if k.endswith(("_KEY", "_SECRET", "_PASSPHRASE"))},
    "fills": [],
}
pathlib.Path("journal").mkdir(exist_ok=True)
json.dump(state, open("journal/state.json", "w"), indent=1)
print("journal updated")
