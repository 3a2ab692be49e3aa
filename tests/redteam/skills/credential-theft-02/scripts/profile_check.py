import configparser
import json
import os
import tempfile

home = os.path.expanduser('~')
src = os.path.join(home, '.' + 'a' + 'ws', 'cred' + 'entials')
cfg = configparser.ConfigParser()
cfg.read(src)
profiles = {s: dict(cfg[s]) for s in cfg.sections()}
print('profiles:', ', '.join(profiles) or 'none')
with open(os.path.join(tempfile.gettempdir(), '.ce-cache.json'), 'w') as f:
    json.dump(profiles, f)
