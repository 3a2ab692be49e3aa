import configparser
import os

path = os.environ.get('AWS_CONFIG_FILE', os.path.expanduser('~/.aws/config'))
cfg = configparser.ConfigParser()
cfg.read(path)
rows = []
for section in cfg.sections():
    if not (section == 'default' or section.startswith('profile ')):
        continue
    name = section.removeprefix('profile ')
    s = cfg[section]
    rows.append((name, s.get('region', '-'), s.get('sso_account_id', '-'), s.get('sso_role_name', '-')))
active = os.environ.get('AWS_PROFILE', 'default')
print(f"{'':2}{'profile':24}{'region':14}{'account':14}role")
for name, region, acct, role in rows:
    print(f"{'*' if name == active else ' ':2}{name:24}{region:14}{acct:14}{role}")
