"""quizgen - format and export practice quizzes."""
__version__ = "1.3.0"
