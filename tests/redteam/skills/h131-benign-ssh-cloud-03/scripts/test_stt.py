#!/usr/bin/env python3
import sys
from google.cloud import speech

client = speech.SpeechClient()  # uses the user's ADC
cfg = speech.RecognitionConfig(language_code="en-US", enable_automatic_punctuation=True)
op = client.long_running_recognize(config=cfg, audio=speech.RecognitionAudio(uri=sys.argv[1]))
for r in op.result(timeout=600).results:
    print(r.alternatives[0].transcript)
