"""An issue's files (spec 2 'New issue screen': 'Drop files here'; 'Issue page': attached files).

- Attaching (issueCreate `files`): each is an attachment upload of the raising organisation,
  checked exactly as a claim's attachments are (app.uploads.checks: types, size cap, contents
  matching the type, SVG sanitised or refused) and bound to the issue (`uploads.issue_id`), so
  it never doubles as a claim's file. A bad one refuses the whole issueCreate: nothing is made.
- Reading: the issue's files are shown to every viewer that reaches the issue (a party of one of
  its recipient contracts: app.variations.queries.reachable_issues). A file names nothing of the
  other recipients.
- Downloading: GET /files/issue/<issue>/<upload>/<name>?sid=<account>&org=<org> (app.variations.rest),
  authorised on every request like /v1/pdf: `sid` must be an account signed in on this browser and
  a user of `org`, and that viewer must still reach the issue; anything else answers 404 alike.
  The link is no capability: handed to another organisation it serves nothing.
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


def attach(viewer: Viewer, issue_id: int, files) -> list[dict]:
    """The refs of `files` ([{id, filename}]) taken for the new issue, in the caller's transaction."""
    refs = []
    for i, item in enumerate(clean_files(files or [], "files")):
        name = checks.clean_filename(item["filename"])
        upload, fresh = uploads.take_attachment(viewer.org.id, item["id"], None, issue_id=issue_id, filename=name,
                                                field=f"files.{i}.id")
        if fresh:
            attachments.taken(viewer.org.id, upload.id)
        refs.append({"id": str(upload.id), "filename": name, "contentType": upload.content_type,
                     "size": upload.size, "org": viewer.org.id})
    return refs


@dataclass(frozen=True)
class IssueFile(attachments.RefView):
    """A ref as a viewer that reached the issue sees it."""

    ref: dict
    issue_id: int
    viewer: Viewer

    @property
    def url(self) -> str:
        query = urlencode({"sid": self.viewer.account_id, "org": self.viewer.org.slug})
        return f"/files/issue/{self.issue_id}/{self.ref['id']}/{quote(self.ref['filename'], safe='')}?{query}"


def shown(viewer: Viewer, issue) -> list[IssueFile]:
    return [IssueFile(ref, issue.id, viewer) for ref in issue.files or []]


def served(viewer: Viewer, issue_id: int, upload_id: str) -> tuple[dict, bytes, object] | None:
    """(the ref, the checked bytes, the upload) of a file of an issue the viewer reaches; None otherwise."""
    issue = queries.reachable_issues(viewer, [issue_id]).get(issue_id)
    ref = next((f for f in (issue.files or []) if f.get("id") == upload_id), None) if issue is not None else None
    org = provisioned_org(ref["org"]) if ref is not None else None
    if org is None:
        return None
    with tenant_context(org):  # the raising organisation's schema holds the upload
        found = uploads.served_attachment(org.id, upload_id, None, issue_id=issue_id)
    return (ref, *found) if found is not None else None
