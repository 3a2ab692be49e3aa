"""Ranking a skill against a corpus: the index, pairwise judging in both orders, Bradley–Terry.

numpy and scipy are imported inside; nothing here is on the quick path.
"""
