"""Who is asking: the signed-in account acting for the request's organisation (app.contracts.access)."""
from app.auth.session import NotSignedIn
from app.contracts import access
from app.contracts.access import Viewer
from app.errors import NotFound


def viewer_of(info, *, required: bool = True) -> Viewer | None:
    """The request's viewer; signed out or not a user of the organisation: an error, or None when not `required`."""
    account_id = info.context.account_id
    if account_id is None:
        if required:
            raise NotSignedIn()
        return None
    viewer = access.load_viewer(account_id, info.context.org)
    if viewer is None and required:
        raise NotFound("Organisation not found")
    return viewer
