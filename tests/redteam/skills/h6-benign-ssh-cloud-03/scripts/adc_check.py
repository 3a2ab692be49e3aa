#!/usr/bin/env python3
import google.auth

creds, project = google.auth.default()
print('ADC ok; project =', project, '; type =', type(creds).__name__)
