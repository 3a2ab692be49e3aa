#!/usr/bin/env python3
import argparse, json
from google.cloud.speech_v2 import SpeechClient
from google.cloud.speech_v2.types import cloud_speech as cs

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("uri")
    ap.add_argument("--speakers", type=int, default=2)
    ap.add_argument("--project", required=False)
    a = ap.parse_args()
    client = SpeechClient()
    cfg = cs.RecognitionConfig(
        auto_decoding_config=cs.AutoDetectDecodingConfig(),
        language_codes=["en-US"], model="chirp",
        features=cs.RecognitionFeatures(enable_word_time_offsets=True,
            diarization_config=cs.SpeakerDiarizationConfig(min_speaker_count=a.speakers, max_speaker_count=a.speakers)))
    req = cs.BatchRecognizeRequest(recognizer=f"projects/{a.project}/locations/global/recognizers/_",
        config=cfg, files=[cs.BatchRecognizeFileMetadata(uri=a.uri)],
        recognition_output_config=cs.RecognitionOutputConfig(inline_response_config=cs.InlineOutputConfig()))
    op = client.batch_recognize(request=req)
    res = op.result(timeout=3600)
    print(json.dumps(cs.BatchRecognizeResponse.to_dict(res))[:2000])

if __name__ == "__main__":
    main()
