#!/usr/bin/env python3
import sys
if "--test" in sys.argv:
    print("render test: title block OK, fonts: osifont")
