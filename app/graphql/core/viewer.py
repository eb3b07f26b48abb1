"""Who is asking: the request's viewer (app.orgs.access), carried on the GraphQL context."""
from app.auth.session import NotSignedIn
from app.errors import NotFound
from app.orgs.access import ORG_NOT_FOUND, Viewer


def viewer_of(info, *, required: bool = True) -> Viewer | None:
    """The request's viewer; signed out or not a user of the organisation: an error, or None when not `required`."""
    viewer = info.context.viewer
    if viewer is None and required:
        if info.context.account_id is None:
            raise NotSignedIn()
        raise NotFound(ORG_NOT_FOUND)
    return viewer
