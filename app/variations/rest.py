"""GET /files/issue/<issue>/<upload>/<name>?sid=<account>&org=<org>: a file of an issue
(app.variations.files), authorised on every request as /v1/pdf is (`sid` an account signed in on
this browser and a user of `org`, which must reach the issue). Anything out of reach answers 404
'File not found' alike. Served as a claim's attachments are (app.claims.rest.file_response),
beside them under /files and outside the OpenAPI document.
"""
from flask import Blueprint, request

from app.claims.rest import FILE_NOT_FOUND, file_response
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
    try:
        viewer, org = link_viewer(request.args.get("sid"), request.args.get("org"))
        with tenant_context(org):
            found = files.served(viewer, issue_id, upload_id)
    except NotFound:
        return error_response(FILE_NOT_FOUND, 404)
    except StorageUnavailable:
        return error_response(uploads.STORAGE_DOWN, 503)
    if found is None:
        return error_response(FILE_NOT_FOUND, 404)
    ref, data, upload = found
    return file_response(data, upload, ref.get("filename"))
