"""Skill lift: run an eval suite with the skill installed and without it, grade both arms, and
report the paired difference with an interval, a p-value and the smallest detectable lift.

Modules: :mod:`formats` (``evals/evals.json`` in BenchFlow and skill-creator shapes),
:mod:`agents` (fresh-workspace runs), :mod:`grading`, :mod:`stats` (numpy/scipy live only here),
:mod:`runner`, :mod:`outputs`. Nothing here is imported on the quick path.
"""
