"""The one error type users see: a one-line reason, printed by the CLI without a traceback."""


class EqiForgeError(Exception):
    """Base class for every error EqiForge reports to a user."""
