#!/usr/bin/env python3
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
problems = []
if re.search(r"[\w.+-]+@[\w-]+\.[\w.]+", text):
    problems.append("email address in obituary body")
if re.search(r"\(?\d{3}\)?[-. ]\d{3}[-. ]\d{4}", text):
    problems.append("phone number in obituary body")
words = len(text.split())
print(f"{words} words")
for p in problems:
    print("WARN:", p)
sys.exit(1 if problems else 0)
