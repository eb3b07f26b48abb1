"""GET /files/issue/<issue>/<upload>/<name> (a file of an issue) and
GET /files/variation/<variation>/<upload>/<name> (a file of a comment on a variation), both with
?sid=<account>&org=<org> (app.variations.files), authorised on every request as /v1/pdf is (`sid`
an account signed in on this browser and a user of `org`, which must reach the issue or the
variation). Anything out of reach answers 404 'File not found' alike. Served as a claim's
attachments are (app.documents.files.file_response), beside them under /files and outside the
OpenAPI document.
"""
from flask import Blueprint, request

from app.documents.files import FILE_NOT_FOUND, file_response
from app.errors import NotFound
from app.orgs.access import link_viewer
from app.uploads import service as uploads
from app.uploads.rest import error_response
from app.uploads.storage import StorageUnavailable
from app.variations import files
from tenants.context import tenant_context

bp = Blueprint("issue_files", __name__, url_prefix="/files")


@bp.get("/issue/<int:issue_id>/<upload_id>/<path:name>")
def issue_file(issue_id: int, upload_id: str, name: str):
    return _serve(files.served, issue_id, upload_id)


@bp.get("/variation/<int:variation_id>/<upload_id>/<path:name>")
def variation_comment_file(variation_id: int, upload_id: str, name: str):
    return _serve(files.served_comment_file, variation_id, upload_id)


def _serve(find, owner_id: int, upload_id: str):
    """`find(viewer, owner_id, upload_id)` as the link's viewer, in its organisation."""
    try:
        viewer, org = link_viewer(request.args.get("sid"), request.args.get("org"))
        with tenant_context(org):
            found = find(viewer, owner_id, upload_id)
    except NotFound:
        return error_response(FILE_NOT_FOUND, 404)
    except StorageUnavailable:
        return error_response(uploads.STORAGE_DOWN, 503)
    if found is None:
        return error_response(FILE_NOT_FOUND, 404)
    ref, data, upload = found
    return file_response(data, upload, ref.get("filename"))
