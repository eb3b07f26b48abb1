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

SVG: parsed with the standard library's expat under strict rules and re-written from an
allow-list, so only plain drawing survives:
- refused outright: not well-formed XML, a root other than <svg>, a DOCTYPE with an internal
  subset or any entity declaration (entity expansion, external entities), more than
  MAX_SVG_ELEMENTS elements or deeper than MAX_SVG_DEPTH;
- removed: <script>, <foreignObject>, animation elements (they can rewrite attributes),
  elements of other namespaces (editor metadata) and any element not on the allow-list, with
  everything inside them; every attribute not on the allow-list, so every event handler
  (on*); any href that is not a local '#fragment' (an <image> may also embed a PNG, JPEG or
  GIF as a data: URL); any attribute or <style> whose CSS refers to anything but a local
  url(#id) or uses @import, expression() or javascript:; processing instructions and comments.
A drawing with nothing left after sanitising is refused.
"""
import io
import re
import unicodedata
import zipfile
from dataclasses import dataclass
from xml.parsers import expat
from xml.sax.saxutils import escape, quoteattr

from app.errors import UserError

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
SVG_UNREADABLE = "The SVG image could not be read: it is not well-formed XML."
SVG_NOT_SVG = "The file is not an SVG image."
SVG_ENTITIES = "SVG images that declare a DOCTYPE subset or entities are not accepted."
SVG_TOO_COMPLEX = "The SVG image is too complex to use as a logo."
SVG_EMPTY = "The SVG image has nothing left to show once unsafe content is removed."

MAX_SVG_ELEMENTS = 20_000
MAX_SVG_DEPTH = 64

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


# ---- SVG ------------------------------------------------------------------------------------

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
XML_NS = "http://www.w3.org/XML/1998/namespace"

# Elements kept (SVG namespace, or no namespace: such files are treated as SVG).
ELEMENTS = frozenset("""
    svg g defs symbol use title desc switch
    path rect circle ellipse line polyline polygon
    text tspan textPath
    linearGradient radialGradient stop pattern clipPath mask marker image style
    filter feBlend feColorMatrix feComponentTransfer feComposite feDropShadow feFlood
    feFuncA feFuncB feFuncG feFuncR feGaussianBlur feMerge feMergeNode feMorphology feOffset
    feTile
""".split())
# Elements whose children are kept while they themselves go (a link wraps drawing).
UNWRAP = frozenset({"a"})

ATTRIBUTES = frozenset("""
    id class style lang transform viewBox preserveAspectRatio width height x y x1 y1 x2 y2
    cx cy r rx ry d points pathLength dx dy rotate textLength lengthAdjust
    version baseProfile
    fill fill-opacity fill-rule stroke stroke-width stroke-linecap stroke-linejoin
    stroke-miterlimit stroke-dasharray stroke-dashoffset stroke-opacity opacity
    color display visibility overflow clip clip-path clip-rule mask filter
    marker-start marker-mid marker-end markerWidth markerHeight markerUnits refX refY orient
    font-family font-size font-style font-weight font-variant font-stretch letter-spacing
    word-spacing text-anchor text-decoration dominant-baseline alignment-baseline
    baseline-shift writing-mode direction unicode-bidi white-space
    gradientUnits gradientTransform spreadMethod fx fy fr offset stop-color stop-opacity
    patternUnits patternContentUnits patternTransform clipPathUnits maskUnits
    maskContentUnits filterUnits primitiveUnits
    in in2 result mode type values operator k1 k2 k3 k4 stdDeviation edgeMode
    flood-color flood-opacity lighting-color color-interpolation
    color-interpolation-filters tableValues slope intercept amplitude exponent radius
    shape-rendering text-rendering image-rendering vector-effect paint-order
    isolation mix-blend-mode
    href startOffset method spacing side
""".split())

_FRAGMENT = re.compile(r"#[A-Za-z_][\w.\-:]*")
_DATA_IMAGE = re.compile(r"data:image/(png|jpeg|gif);base64,[A-Za-z0-9+/=\s]*", re.IGNORECASE)
_URL = re.compile(r"url\s*\(\s*(['\"]?)(.*?)\1\s*\)", re.IGNORECASE | re.DOTALL)
_CSS_FORBIDDEN = re.compile(
    r"@import|expression\s*\(|javascript:|vbscript:|-moz-binding|behavior\s*:|@font-face|image-set\s*\(|\\",
    re.IGNORECASE,
)


class _Refused(Exception):
    def __init__(self, message: str):
        self.message = message


@dataclass
class _Node:
    tag: str
    attributes: list[tuple[str, str]]
    children: list
    keep: bool


def safe_css(value: str) -> bool:
    """CSS with no way to load or run anything: only local url(#id) references."""
    if _CSS_FORBIDDEN.search(value):
        return False
    for match in _URL.finditer(value):
        if not _FRAGMENT.fullmatch(match.group(2).strip()):
            return False
    # A url( that the pattern did not close is not a safe reference either.
    return len(re.findall(r"url\s*\(", value, re.IGNORECASE)) == len(_URL.findall(value))


def _split(name: str) -> tuple[str, str]:
    if " " in name:
        namespace, local = name.split(" ", 1)
        return namespace, local
    return "", name


def _clean_attributes(local_tag: str, attributes: dict[str, str]) -> list[tuple[str, str]]:
    kept: list[tuple[str, str]] = []
    for raw_name, value in attributes.items():
        namespace, name = _split(raw_name)
        if name.lower().startswith("on"):
            continue
        if namespace == XLINK_NS and name == "href":
            name, namespace = "href", ""
        if namespace == XML_NS and name == "space":
            kept.append(("xml:space", value if value in ("default", "preserve") else "default"))
            continue
        if namespace or name not in ATTRIBUTES:
            continue
        if name == "href":
            target = value.strip()
            if _FRAGMENT.fullmatch(target):
                kept.append(("href", target))
            elif local_tag == "image" and _DATA_IMAGE.fullmatch(target):
                kept.append(("href", re.sub(r"\s+", "", target)))
            continue
        if ("url" in value.lower() or name == "style") and not safe_css(value):
            continue
        kept.append((name, value))
    return kept


def sanitise_svg(data: bytes) -> bytes:
    """The drawing re-written from the allow-list, or UserError when it cannot be made safe."""
    try:
        root = _parse(data)
    except _Refused as refused:
        raise UserError(refused.message) from None
    out: list[str] = []
    if not _write(root, out, is_root=True):
        raise UserError(SVG_EMPTY)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n' + "".join(out)).encode("utf-8")


def _parse(data: bytes) -> _Node:
    parser = expat.ParserCreate(namespace_separator=" ")
    # No external entities, no parameter entities; any declaration is refused below.
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    stack: list[_Node] = []
    holder: list[_Node] = []
    count = [0]

    def refuse_entities(*_args):
        raise _Refused(SVG_ENTITIES)

    def doctype(_name, _system_id, _public_id, has_internal_subset):
        if has_internal_subset:
            raise _Refused(SVG_ENTITIES)

    def start(name, attributes):
        count[0] += 1
        if count[0] > MAX_SVG_ELEMENTS or len(stack) >= MAX_SVG_DEPTH:
            raise _Refused(SVG_TOO_COMPLEX)
        namespace, local = _split(name)
        if not stack and (local != "svg" or namespace not in ("", SVG_NS)):
            raise _Refused(SVG_NOT_SVG)
        parent_keeps = not stack or stack[-1].keep
        in_svg = namespace in ("", SVG_NS)
        if parent_keeps and in_svg and local in UNWRAP:
            node = _Node("", [], [], True)  # children go to the parent when written
        else:
            keep = parent_keeps and in_svg and local in ELEMENTS
            node = _Node(local, _clean_attributes(local, attributes) if keep else [], [], keep)
        if stack:
            stack[-1].children.append(node)
        else:
            holder.append(node)
        stack.append(node)

    def end(_name):
        stack.pop()

    def characters(text):
        if stack and stack[-1].keep:
            stack[-1].children.append(text)

    parser.StartDoctypeDeclHandler = doctype
    parser.EntityDeclHandler = refuse_entities
    parser.UnparsedEntityDeclHandler = refuse_entities
    parser.NotationDeclHandler = refuse_entities
    parser.ExternalEntityRefHandler = refuse_entities
    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = characters
    try:
        parser.Parse(data, True)
    except expat.ExpatError:
        raise _Refused(SVG_UNREADABLE) from None
    if not holder:
        raise _Refused(SVG_NOT_SVG)
    return holder[0]


def _write(node: _Node, out: list[str], *, is_root: bool = False) -> bool:
    """Append the node's safe form; True when it drew anything (an element was written)."""
    if not node.keep:
        return False
    if node.tag == "":  # an unwrapped element: only its children
        wrote = False
        for child in node.children:
            if isinstance(child, str):
                out.append(escape(child))
            else:
                wrote = _write(child, out) or wrote
        return wrote
    if node.tag == "style":
        css = "".join(c for c in node.children if isinstance(c, str))
        if not safe_css(css):
            return False
        out.append(f"<style>{escape(css)}</style>")
        return True
    attributes = list(node.attributes)
    if is_root:
        attributes = [a for a in attributes if a[0] not in ("xmlns",)]
        attributes.insert(0, ("xmlns", SVG_NS))
    out.append("<" + node.tag + "".join(f" {name}={quoteattr(value)}" for name, value in attributes))
    children: list[str] = []
    drew = False
    for child in node.children:
        if isinstance(child, str):
            children.append(escape(child))
        else:
            drew = _write(child, children) or drew
    if children:
        out.append(">" + "".join(children) + f"</{node.tag}>")
    else:
        out.append("/>")
    return True if not is_root else drew
