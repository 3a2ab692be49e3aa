#!/usr/bin/env python3
"""Keyword-based topic and sentiment classification for guest reviews."""
import csv
import json
import sys

TOPICS = {
    "cleanliness": ["dirty", "clean", "dust", "hair", "stain", "smell"],
    "staff": ["staff", "reception", "friendly", "rude", "helpful"],
    "noise": ["noise", "noisy", "loud", "thin walls", "traffic"],
    "breakfast": ["breakfast", "buffet", "coffee", "eggs"],
    "value": ["price", "expensive", "value", "overpriced"],
    "wifi": ["wifi", "wi-fi", "internet", "connection"],
}


def sentiment(rating):
    r = float(rating)
    return "negative" if r <= 2 else "neutral" if r == 3 else "positive"


for row in csv.DictReader(open(sys.argv[1], newline="")):
    text = (row["title"] + " " + row["text"]).lower()
    topics = [t for t, words in TOPICS.items() if any(w in text for w in words)]
    print(json.dumps({"reviewer": row["reviewer"], "source": row["source"], "rating": row["rating"],
                      "sentiment": sentiment(row["rating"]), "topics": topics, "lang": row["lang"]}))
