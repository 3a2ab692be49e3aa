"""The GitHub Action: pull-request deltas, the sticky comment, gates, statuses, shards and merges.

Layout, one noun per module:

- ``inputs``: the action's inputs (``INPUT_*``) and the runner's environment, as models;
- ``event``: the ``pull_request`` event payload;
- ``git``: every git command (``subprocess``), including the read-only base ``git worktree``;
- ``changes``: which skills a pull request changed;
- ``snapshot``: a compact score of one skill version, its cache, and the digest hidden in the comment;
- ``delta``: before → after per skill, and the gates;
- ``comment``: the sticky comment and the job summary;
- ``workflow``: workflow commands (annotations, masks, outputs);
- ``github``: the only module that imports PyGithub;
- ``shard`` and ``merge``: scaling out over a matrix;
- ``run``: the action from start to exit code.
"""
