"""Files skillgrade writes into a user's repository: the GitHub workflow and the pre-commit hook entry."""
