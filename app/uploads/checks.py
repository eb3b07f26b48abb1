"""Checking an uploaded file before use: its type, its size, its contents; SVG sanitised.

Pure functions of bytes (no I/O). A file that fails answers a UserError whose message is
shown to the user as it is.

Two purposes, each with its own types and size cap (chosen at uploadCreate):
- a logo: PNG, JPEG, GIF or SVG (`check_logo`);
- an attachment of a claim or a line: PDF, the image types (PNG, JPEG, GIF, WebP, SVG, TIFF,
  HEIC/HEIF), Word, Excel and PowerPoint documents (DOCX, XLSX, PPTX), CSV and plain text
  (`check_attachment`). Each must look like what it claims to be: PDF starts '%PDF-' (within
  its first KB, as readers allow), TIFF 'II' or 'MM' then 42, WebP 'RIFF....WEBP', HEIC/HEIF
  an ISO 'ftyp' box with a HEIF brand, an Office document is a zip holding
  [Content_Types].xml and the parts of its kind (and no macros), CSV and text are UTF-8
  without NUL bytes. Legacy Office files (.doc, .xls) are not accepted: they carry macros
  unseen.

SVG is re-written from an allow-list (`app.uploads.svg`, which says why it is hand-written).
"""
import io
import unicodedata
import zipfile

from app.errors import UserError
from app.uploads.svg import sanitise_svg

PNG, JPEG, GIF, SVG = "image/png", "image/jpeg", "image/gif", "image/svg+xml"

# Logos (spec 1 section 9): png, jpg, jpeg, gif, svg.
LOGO_TYPES = {PNG: "PNG", JPEG: "JPEG", GIF: "GIF", SVG: "SVG"}
LOGO_EXTENSIONS = {".png": PNG, ".jpg": JPEG, ".jpeg": JPEG, ".gif": GIF, ".svg": SVG}

PDF, WEBP, TIFF, HEIC, HEIF = "application/pdf", "image/webp", "image/tiff", "image/heic", "image/heif"
DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation"
CSV, TEXT = "text/csv", "text/plain"

# Attachments: what each type is called in messages.
ATTACHMENT_TYPES = {
    PDF: "PDF document", PNG: "PNG image", JPEG: "JPEG image", GIF: "GIF image", WEBP: "WebP image",
    SVG: "SVG image", TIFF: "TIFF image", HEIC: "HEIC image", HEIF: "HEIF image",
    DOCX: "Word document", XLSX: "Excel workbook", PPTX: "PowerPoint presentation",
    CSV: "CSV file", TEXT: "text file",
}
# Spec 2 section 6: the types shown as an image preview (served inline, never as active content).
PREVIEW_TYPES = frozenset({PNG, JPEG, GIF, WEBP, SVG, TIFF})

# The purposes an upload is created for (uploadCreate), each with what it accepts.
LOGO, ATTACHMENT = "logo", "attachment"
UPLOAD_TYPES = {LOGO: LOGO_TYPES, ATTACHMENT: ATTACHMENT_TYPES}

LOGO_TYPE_REFUSED = "A logo must be a PNG, JPEG, GIF or SVG image."
UPLOAD_TYPE_REFUSED = "Files of this type cannot be uploaded. Use a PNG, JPEG, GIF or SVG image."
ATTACHMENT_TYPE_REFUSED = ("Files of this type cannot be uploaded. Attach a PDF; an image (PNG, JPEG, GIF, WebP, "
                           "SVG, TIFF or HEIC); a Word, Excel or PowerPoint document (DOCX, XLSX or PPTX); or a "
                           "CSV or text file.")
TYPE_REFUSED = {LOGO: UPLOAD_TYPE_REFUSED, ATTACHMENT: ATTACHMENT_TYPE_REFUSED}
NOT_VALID = "The file is not a valid {kind}: its contents do not match its type."
NOT_UTF8 = "The file is not a valid {kind}: it must be UTF-8 text."
HAS_MACROS = "Documents with macros cannot be attached. Save it without macros (DOCX, XLSX or PPTX) and try again."
# Other names browsers and systems give these types.
ALIASES = {"image/jpg": JPEG, "image/pjpeg": JPEG, "image/x-png": PNG, "image/tif": TIFF, "image/x-tiff": TIFF,
           "application/x-pdf": PDF, "application/csv": CSV, "text/x-csv": CSV, "text/comma-separated-values": CSV,
           "image/heic-sequence": HEIC, "image/heif-sequence": HEIF}
MAX_FILENAME = 200
EMPTY_FILE = "The file is empty."
CONTENT_MISMATCH = "The file is not a valid {kind} image: its contents do not match its type."

SIGNATURES = {
    PNG: (b"\x89PNG\r\n\x1a\n",),
    JPEG: (b"\xff\xd8\xff",),
    GIF: (b"GIF87a", b"GIF89a"),
}


def too_large_message(size: int, limit: int) -> str:
    return f"The file is too large ({_megabytes(size)}). The largest file allowed is {_megabytes(limit)}."


def _megabytes(size: int) -> str:
    value = size / (1024 * 1024)
    return f"{value:.1f} MB".replace(".0 MB", " MB")


def normalise_content_type(value) -> str:
    """'Image/PNG; charset=x' -> 'image/png'; 'image/jpg' -> 'image/jpeg'."""
    if not isinstance(value, str):
        return ""
    normalised = value.split(";", 1)[0].strip().lower()
    return ALIASES.get(normalised, normalised)


def check_upload_type(content_type, purpose: str = LOGO) -> str:
    """The content type uploadCreate records for this purpose, or UserError."""
    normalised = normalise_content_type(content_type)
    if normalised not in UPLOAD_TYPES[purpose]:
        raise UserError(TYPE_REFUSED[purpose], field="contentType")
    return normalised


def check_size(size: int, limit: int) -> None:
    if size > limit:
        raise UserError(too_large_message(size, limit), code="FILE_TOO_LARGE")
    if size == 0:
        raise UserError(EMPTY_FILE)


def check_logo(data: bytes, content_type: str, limit: int) -> bytes:
    """The bytes to store for a logo: checked, and for SVG sanitised. Raises UserError."""
    content_type = normalise_content_type(content_type)
    if content_type not in LOGO_TYPES:
        raise UserError(LOGO_TYPE_REFUSED)
    check_size(len(data), limit)
    if content_type == SVG:
        return sanitise_svg(data)
    if not data.startswith(SIGNATURES[content_type]):
        raise UserError(CONTENT_MISMATCH.format(kind=LOGO_TYPES[content_type]))
    return data


def check_attachment(data: bytes, content_type: str, limit: int) -> bytes:
    """The bytes to store for an attachment: checked, and for SVG sanitised. Raises UserError."""
    content_type = normalise_content_type(content_type)
    if content_type not in ATTACHMENT_TYPES:
        raise UserError(ATTACHMENT_TYPE_REFUSED)
    check_size(len(data), limit)
    if content_type == SVG:
        return sanitise_svg(data)
    kind = ATTACHMENT_TYPES[content_type]
    if content_type in (CSV, TEXT):
        if not _is_utf8_text(data):
            raise UserError(NOT_UTF8.format(kind=kind))
        return data
    if content_type in OFFICE_PARTS:
        _check_office(data, content_type, kind)
        return data
    if not CONTENT_CHECKS[content_type](data):
        raise UserError(NOT_VALID.format(kind=kind))
    return data


def _is_pdf(data: bytes) -> bool:
    return b"%PDF-" in data[:1024]


def _is_webp(data: bytes) -> bool:
    return data[:4] == b"RIFF" and data[8:12] == b"WEBP"


def _is_tiff(data: bytes) -> bool:
    return data[:4] in (b"II*\x00", b"MM\x00*", b"II+\x00", b"MM\x00+")  # classic and BigTIFF


HEIF_BRANDS = frozenset({b"heic", b"heix", b"hevc", b"hevx", b"heim", b"heis", b"hevm", b"hevs", b"mif1", b"msf1"})


def _is_heif(data: bytes) -> bool:
    """An ISO base media file whose 'ftyp' box names a HEIF brand (major or compatible)."""
    if data[4:8] != b"ftyp":
        return False
    box = int.from_bytes(data[:4], "big")
    brands = data[8:min(max(box, 16), 256)]
    return any(brands[i:i + 4] in HEIF_BRANDS for i in range(0, len(brands) - 3, 4))


CONTENT_CHECKS = {
    PDF: _is_pdf, WEBP: _is_webp, TIFF: _is_tiff, HEIC: _is_heif, HEIF: _is_heif,
    **{content_type: (lambda data, s=signatures: data.startswith(s)) for content_type, signatures in SIGNATURES.items()},
}
# The folder an Office document of each kind keeps its parts in.
OFFICE_PARTS = {DOCX: "word/", XLSX: "xl/", PPTX: "ppt/"}


def _check_office(data: bytes, content_type: str, kind: str) -> None:
    """A zip holding [Content_Types].xml and parts of its kind; only the zip's directory is read
    (nothing is decompressed, so a zip bomb costs nothing here)."""
    if not data.startswith(b"PK\x03\x04"):
        raise UserError(NOT_VALID.format(kind=kind))
    try:
        names = zipfile.ZipFile(io.BytesIO(data)).namelist()
    except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError, EOFError, NotImplementedError, RuntimeError):
        raise UserError(NOT_VALID.format(kind=kind)) from None
    if "[Content_Types].xml" not in names or not any(n.startswith(OFFICE_PARTS[content_type]) for n in names):
        raise UserError(NOT_VALID.format(kind=kind))
    if any(n.lower().endswith("vbaproject.bin") for n in names):
        raise UserError(HAS_MACROS)


def _is_utf8_text(data: bytes) -> bool:
    if b"\x00" in data:
        return False
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def clean_filename(value) -> str:
    """The name a file is shown and downloaded as: no folders, no control or direction-changing
    characters (a name must read as it is), no leading dots, at most MAX_FILENAME characters
    with its extension kept; 'attachment' when nothing is left."""
    name = str(value or "").replace("\\", "/").rsplit("/", 1)[-1]
    name = "".join(c for c in name if unicodedata.category(c) not in ("Cc", "Cf", "Cs", "Co", "Zl", "Zp"))
    name = " ".join(name.split()).lstrip(". ")
    if len(name) > MAX_FILENAME:
        stem, dot, extension = name.rpartition(".")
        if dot and 0 < len(extension) <= 10 and stem:
            name = stem[:MAX_FILENAME - len(extension) - 1].rstrip() + "." + extension
        else:
            name = name[:MAX_FILENAME].rstrip()
    return name or "attachment"


def sniff(data: bytes) -> str | None:
    """The raster type the magic bytes announce, if any."""
    for content_type, signatures in SIGNATURES.items():
        if data.startswith(signatures):
            return content_type
    return None
