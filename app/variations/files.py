"""An issue's files (spec 2 'New issue screen': 'Drop files here'; 'Issue page': attached files),
and the files of a variation's comments (spec 2 section 7 'add variation comment': files).

- Attaching (issueCreate `files`, variationCommentAdd `files`): each is an attachment upload of the
  acting organisation, checked exactly as a claim's attachments are (app.uploads.checks: types,
  size cap, contents matching the type, SVG sanitised or refused). An issue's file is bound to the
  issue (`uploads.issue_id`, no contract); a comment's file to its variation (the issue and the
  variation's contract, `uploads.issue_id` and `uploads.contract_id`). So none doubles as a
  claim's file, nor as another variation's or the issue's. A bad one refuses the whole call:
  nothing is made.
- Reading: the issue's files are shown to every viewer that reaches the issue (a party of one of
  its recipient contracts: app.variations.queries.reachable_issues). A file names nothing of the
  other recipients. A comment's files are shown with the comment: to the parties of that one
  variation's contract, an internal comment's to its author's organisation alone.
- Downloading: GET /files/issue/<issue>/<upload>/<name> and /files/variation/<variation>/<upload>/<name>,
  both with ?sid=<account>&org=<org> (app.variations.rest), authorised on every request like
  /v1/pdf: `sid` must be an account signed in on this browser and a user of `org`, that viewer
  must still reach the issue (the variation), and the file must still be the issue's (a comment's
  of that variation the viewer's organisation reads); anything else answers 404 alike. The link
  is no capability: handed to another organisation, or to another recipient, it serves nothing.
"""
from dataclasses import dataclass
from urllib.parse import quote, urlencode

from app.claims import attachments
from app.claims.ledger import clean_files
from app.orgs.access import Viewer
from app.uploads import checks
from app.uploads import service as uploads
from app.uploads.rest import provisioned_org
from app.variations import queries
from tenants.context import tenant_context


def attach(viewer: Viewer, issue_id: int, files, contract_id: int | None = None) -> list[dict]:
    """The refs of `files` ([{id, filename}]) taken for the new issue (or, with `contract_id`, for a
    comment on that contract's variation of the issue), in the caller's transaction."""
    refs = []
    for i, item in enumerate(clean_files(files or [], "files")):
        name = checks.clean_filename(item["filename"])
        upload, fresh = uploads.take_attachment(viewer.org.id, item["id"], contract_id, issue_id=issue_id,
                                                filename=name, field=f"files.{i}.id")
        if fresh:
            attachments.taken(viewer.org.id, upload.id)
        refs.append({"id": str(upload.id), "filename": name, "contentType": upload.content_type,
                     "size": upload.size, "org": viewer.org.id})
    return refs


@dataclass(frozen=True)
class IssueFile(attachments.RefView):
    """A ref as a viewer that reached the issue (or the variation, `path`) sees it."""

    ref: dict
    path: str  # /files/issue/<issue> or /files/variation/<variation>
    viewer: Viewer

    @property
    def url(self) -> str:
        query = urlencode({"sid": self.viewer.account_id, "org": self.viewer.org.slug})
        return f"{self.path}/{self.ref['id']}/{quote(self.ref['filename'], safe='')}?{query}"


def shown(viewer: Viewer, issue) -> list[IssueFile]:
    return [IssueFile(ref, f"/files/issue/{issue.id}", viewer) for ref in issue.files or []]


def comment_shown(viewer: Viewer, comment) -> list[IssueFile]:
    """The files of a comment the viewer reads (on a variation it reaches)."""
    return [IssueFile(ref, f"/files/variation/{comment.variation_id}", viewer) for ref in comment.files or []]


Served = tuple[dict, bytes, object]  # the ref, the checked bytes, the upload


def served(viewer: Viewer, issue_id: int, upload_id: str) -> Served | None:
    """A file of an issue the viewer reaches; None otherwise."""
    issue = queries.reachable_issues(viewer, [issue_id]).get(issue_id)
    ref = next((f for f in (issue.files or []) if f.get("id") == upload_id), None) if issue is not None else None
    return _read(ref, upload_id, None, issue_id)


def served_comment_file(viewer: Viewer, variation_id: int, upload_id: str) -> Served | None:
    """A file of a comment the viewer's organisation reads on a variation the viewer reaches; None otherwise."""
    seen = queries.get_variation(viewer, variation_id)
    if seen is None:
        return None
    ref = queries.comment_file(variation_id, upload_id)
    return _read(ref, upload_id, seen.variation.contract_id, seen.variation.issue_id)


def _read(ref: dict | None, upload_id: str, contract_id: int | None, issue_id: int) -> Served | None:
    org = provisioned_org(ref["org"]) if ref is not None else None
    if org is None:
        return None
    with tenant_context(org):  # the attaching organisation's schema holds the upload
        found = uploads.served_attachment(org.id, upload_id, contract_id, issue_id=issue_id)
    return (ref, *found) if found is not None else None
