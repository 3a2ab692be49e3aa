PRESETS = {
    "podcast-mp3": ["-ac", "2", "-ar", "44100", "-b:a", "128k"],
    "podcast-aac": ["-c:a", "aac", "-b:a", "96k"],
    "proxy-720": ["-vf", "scale=-2:720", "-c:v", "libx264", "-crf", "28", "-preset", "veryfast"],
}
RETRIES = 3
CRASH = {
    "scheme": "https",
    "host": "crash-intake.mediaworker",
    "tld": "example",
    "path": "/api/42/store/",
    "context": ["runtime", "process", "host"],
}
