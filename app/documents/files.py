"""Files as the documents and attachments of a contract serve them: the `files` lists documents keep
(`clean_files`), and the answer that serves one to a party (`file_response`, `content_disposition`).

Used by claims (their revisions' and lines' files, attachment downloads), comments, variations
(issue files), exports and the PDF door.
"""
import unicodedata
from urllib.parse import quote

from flask import Response

from app.domain.text import clean_text
from app.errors import UserError
from app.uploads import checks
from app.uploads.rest import FILE_CSP

FILE_NOT_FOUND = "File not found"
MAX_FILES = 50


def clean_files(value, field: str) -> list[dict]:
    """[{id, filename}] as stored (the upload's id and the name to show)."""
    if not isinstance(value, (list, tuple)) or len(value) > MAX_FILES:
        raise UserError(f"At most {MAX_FILES} files", field=field)
    out, seen = [], set()
    for i, item in enumerate(value):
        file_id = clean_text((item or {}).get("id") or "", 64, f"{field}.{i}.id", "A file id")
        filename = clean_text((item or {}).get("filename") or "", 255, f"{field}.{i}.filename", "A file name")
        if not file_id or not filename:
            raise UserError("A file needs an id and a file name", field=f"{field}.{i}")
        if file_id not in seen:
            seen.add(file_id)
            out.append({"id": file_id, "filename": filename})
    return out


def file_response(data: bytes, upload, filename) -> Response:
    """A checked attachment as served to a party: inert (sandbox CSP, nosniff), images inline."""
    content_type = upload.content_type
    if content_type in (checks.CSV, checks.TEXT):
        content_type += "; charset=utf-8"
    response = Response(data, status=200, content_type=content_type)
    headers = response.headers
    headers["X-Content-Type-Options"] = "nosniff"
    headers["Content-Security-Policy"] = FILE_CSP
    kind = "inline" if upload.content_type in checks.PREVIEW_TYPES else "attachment"
    headers["Content-Disposition"] = content_disposition(kind, checks.clean_filename(filename))
    headers["Cache-Control"] = "private, max-age=3600"
    headers["Referrer-Policy"] = "no-referrer"
    return response


def content_disposition(kind: str, filename: str) -> str:
    """`kind; filename="ascii"` plus RFC 6266's filename* when the name is not plain ASCII."""
    fallback = unicodedata.normalize("NFKD", filename).encode("ascii", "ignore").decode()
    fallback = "".join("_" if c in '"\\' else c for c in fallback).strip() or "attachment"
    value = f'{kind}; filename="{fallback}"'
    if fallback != filename:
        value += f"; filename*=UTF-8''{quote(filename, safe='')}"
    return value
