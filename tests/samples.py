"""Skill texts the tests write to disk: written for skillgrade's tests, not taken from any real skill."""

from __future__ import annotations

GOOD_DESCRIPTION = (
    "Profiles CSV and TSV files and reports column types, missing values and duplicates. "
    "Use when the user asks to inspect, profile or sanity-check a CSV file, or before loading one into a database."
)

GOOD_BODY = """\
# CSV profiler

Produces a short, factual profile of a delimited file so the user can decide whether it is safe to
load. The profile comes from `scripts/profile.py`, which reads the file once and never changes it.

## When to use

Use this skill when a user shares a `.csv` or `.tsv` file and wants to know what is in it, or is
about to import it and wants to catch problems first. Do not use it for Excel workbooks.

## Inputs

- **path**: the file to profile; ask for it when the user has not given one.
- **delimiter**: `,` by default, a tab for `.tsv` files, anything else when the user says so.

## Workflow

1. Run the profiler and keep its JSON output:

   ```bash
   python scripts/profile.py data/orders.csv --delimiter , > profile.json
   ```

2. Read the profile: type, share of empty cells and distinct values of each column.
3. Apply the checks in [the column guide](references/columns.md) to the suspicious columns only.
4. Write the report in the output format below, problems first.

## Output format

```markdown
## Profile of data/orders.csv
Rows: 12,408 · Columns: 9

### Problems
- `order_date`: 3.1% of values are not dates
```

## Examples

A user asks to check `exports/users.tsv` before loading it into Postgres.

```bash
python scripts/profile.py exports/users.tsv --delimiter tab > profile.json
jq '.columns.email' profile.json
```

The report lists the empty `email` cells and the mixed timestamp formats under Problems and
suggests a staging column for the timestamps before the real import.

## Troubleshooting

| symptom | cause | what to do |
|---|---|---|
| one big column | wrong delimiter | rerun with the right `--delimiter` |
| decode error | not UTF-8 | rerun with `--encoding latin-1` and say so |
| very slow | huge file | profile a sample with `--rows 200000` |

If the script fails for another reason, show its error and stop; never guess a profile.

## Related

- [sql-loader](../sql-loader/SKILL.md) loads a checked file into a database.
"""

SIBLING_DESCRIPTION = (
    "Loads a checked CSV file into PostgreSQL with COPY. Use when the user wants to import a CSV file."
)
SIBLING_BODY = """\
# SQL loader

Loads a CSV file that has already been profiled into a PostgreSQL table with `COPY`.

## Steps

1. Create a staging table whose columns match the file.
2. Run `COPY staging FROM STDIN WITH (FORMAT csv, HEADER true)`.
3. Move the rows into the real table inside one transaction.
"""
