"""GET /files/adjudication-bundle/<bundle>/<name>?sid=<account>&org=<org>: a ready adjudication bundle's
ZIP, authorised on every request as the issue files are (`sid` an account signed in on this browser and a
user of `org`, an Edit member of the bundle's contract). Anything else answers 404 alike. Beside the
other files, outside the OpenAPI document."""
from urllib.parse import quote, urlencode

from flask import Blueprint, Response, request

from app.adjudication import service
from app.documents.files import content_disposition
from app.errors import NotFound
from app.orgs.access import link_viewer
from app.uploads.rest import error_response
from tenants.context import tenant_context

bp = Blueprint("adjudication_files", __name__, url_prefix="/files")


def bundle_url(viewer, bundle_id: int) -> str:
    query = urlencode({"sid": viewer.account_id, "org": viewer.org.slug})
    return f"/files/adjudication-bundle/{bundle_id}/{quote(f'adjudication-bundle-{bundle_id}.zip')}?{query}"


@bp.get("/adjudication-bundle/<int:bundle_id>/<path:name>")
def bundle_file(bundle_id: int, name: str):
    try:
        viewer, org = link_viewer(request.args.get("sid"), request.args.get("org"))
        with tenant_context(org):
            file_name, data = service.bundle_file(viewer, bundle_id)
    except NotFound as missing:
        return error_response(str(missing), 404)
    return Response(data, mimetype="application/zip",
                    headers={"Content-Disposition": content_disposition("attachment", file_name),
                             "Cache-Control": "private, no-store"})
