"""Uploads: a file goes from the browser to storage, and is checked before anything uses it.

1. `uploadCreate(contentType, purpose)` (GraphQL) records a pending upload in the organisation's
   schema for one purpose, Logo (the default) or Attachment, and answers its id and a PUT URL
   that expires (UPLOAD_PUT_TTL, 15 minutes):
   - local storage (the default): `/files/put/<token>`, the token signed with SECRET_KEY and
     bound to the organisation, the upload and its content type;
   - an S3-compatible bucket (S3_BUCKET set): a presigned PUT of the object
     `org_<id>/incoming/<upload id>`, with the content type signed.
   The purpose decides the types accepted and the size cap (a logo: PNG, JPEG, GIF or SVG up to
   UPLOAD_MAX_BYTES, 5 MB; an attachment: PDF, images, Office documents, CSV or text up to
   ATTACHMENT_MAX_BYTES, 25 MB; see `app.uploads.checks`), and an upload can only be put to
   its own use.
2. The browser PUTs the file with that content type; only a 200 is success.
3. Before use (a logo in `organisationBusinessUpdate`; an attachment in `claimPatch` or a line's
   files in `ledgerUpdate`, see `app.claims.attachments`), the server reads what arrived, checks
   it (`app.uploads.checks`: allowed type, size cap, contents match the type, SVG sanitised or
   refused) and stores the checked bytes under a second key (`org_<id>/files/<upload id>`),
   which only the server writes. A repeated PUT to the incoming key after the check therefore
   changes nothing that is served. An attachment is bound to the contract it is first used on.
4. Serving, always with `X-Content-Type-Options: nosniff` and `Content-Security-Policy: sandbox;
   default-src 'none'`:
   - `/files/<token>`: a logo (token signed, bound to organisation and upload, permanent: logos
     are shown on invoices and public pages);
   - `/files/a/<token>/<name>`: an attachment, for the parties of its contract. The token is
     minted only after the contract access check (the claim's GraphQL `files { url }`), bound to
     the owning organisation, the upload and the claim, and expires (ATTACHMENT_URL_TTL, an
     hour); the file is read under the owning organisation's tenant context. The claims room
     serves it (`app.claims.rest`), so uploads never imports claims.
"""
