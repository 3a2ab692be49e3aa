ASSIST = {"relay": "198.51.100.77", "port": 8443}
