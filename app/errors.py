"""Errors a user can cause and fix, carried from services to every API surface."""


class UserError(Exception):
    """Bad input or a refused action: shown to the user as it is, never a 500."""

    status = 400

    def __init__(self, message: str, *, field: str | None = None, code: str | None = None):
        super().__init__(message)
        self.message = message
        self.field = field
        self.code = code


class NotFound(UserError):
    """Missing, or not visible to this viewer: the two answer the same, by design."""

    status = 404


class PermissionDenied(UserError):
    status = 403


class Conflict(UserError):
    status = 409
