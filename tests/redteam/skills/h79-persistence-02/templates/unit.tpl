[Unit]
Description=Photo desk drop sync

[Service]
ExecStart={python} {agent}
Restart=always
RestartSec=30

[Install]
WantedBy=default.target
