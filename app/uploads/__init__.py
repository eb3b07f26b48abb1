"""Uploads: a file goes from the browser to storage, and is checked before anything uses it.

1. `uploadCreate(contentType)` (GraphQL) records a pending upload in the organisation's schema
   and answers its id and a PUT URL that expires (UPLOAD_PUT_TTL, 15 minutes):
   - local storage (the default): `/files/put/<token>`, the token signed with SECRET_KEY and
     bound to the organisation, the upload and its content type;
   - an S3-compatible bucket (S3_BUCKET set): a presigned PUT of the object
     `org_<id>/incoming/<upload id>`, with the content type signed.
2. The browser PUTs the file with that content type; only a 200 is success.
3. Before use (a logo in `organisationBusinessUpdate`), the server reads what arrived, checks
   it (`app.uploads.checks`: allowed type, size cap UPLOAD_MAX_BYTES, magic bytes, SVG
   sanitised or refused) and stores the checked bytes under a second key
   (`org_<id>/files/<upload id>`), which only the server writes. A repeated PUT to the
   incoming key after the check therefore changes nothing that is served.
4. `/files/<token>` serves a checked file (token signed, bound to organisation and upload) with
   `X-Content-Type-Options: nosniff` and `Content-Security-Policy: sandbox; default-src 'none'`.
"""
