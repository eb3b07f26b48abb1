"""Checking attachments (app.uploads.checks): each accepted type, each mismatch, sizes, names."""
import io
import zipfile

import pytest

from app.errors import UserError
from app.uploads import checks

LIMIT = 25 * 1024 * 1024


def office(parts: dict[str, bytes], content_types: bool = True) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        if content_types:
            archive.writestr("[Content_Types].xml", b"<Types/>")
        for name, data in parts.items():
            archive.writestr(name, data)
    return buffer.getvalue()


PDF = b"%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n"
DOCX = office({"word/document.xml": b"<w:document/>", "_rels/.rels": b"<Relationships/>"})
XLSX = office({"xl/workbook.xml": b"<workbook/>"})
PPTX = office({"ppt/presentation.xml": b"<presentation/>"})
WEBP = b"RIFF\x24\x00\x00\x00WEBPVP8 " + b"\x00" * 24
TIFF_LE = b"II*\x00\x08\x00\x00\x00" + b"\x00" * 16
TIFF_BE = b"MM\x00*\x00\x00\x00\x08" + b"\x00" * 16
HEIC = b"\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic" + b"\x00" * 16
HEIF_COMPATIBLE = b"\x00\x00\x00\x1cftypavif\x00\x00\x00\x00avifmif1miaf" + b"\x00" * 16
PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 32
JPEG = b"\xff\xd8\xff\xe0" + b"\x00" * 32
GIF = b"GIF89a" + b"\x00" * 32
SVG = b'<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1" onclick="alert(1)"/><script>x</script></svg>'
CSV = "Item,Amount\nFoundations,\u00a31 200\n".encode()
TEXT = "\ufeffSite diary \u2013 M\u0101ori place names\n".encode()


@pytest.mark.parametrize("content_type, data", [
    ("application/pdf", PDF),
    ("application/pdf", b"\r\n  %PDF-1.4 leading junk readers accept"),
    ("image/png", PNG), ("image/jpeg", JPEG), ("image/gif", GIF),
    ("image/webp", WEBP), ("image/tiff", TIFF_LE), ("image/tiff", TIFF_BE),
    ("image/heic", HEIC), ("image/heif", HEIF_COMPATIBLE),
    (checks.DOCX, DOCX), (checks.XLSX, XLSX), (checks.PPTX, PPTX),
    ("text/csv", CSV), ("text/plain", TEXT),
])
def test_each_accepted_type_passes_unchanged(content_type, data):
    assert checks.check_attachment(data, content_type, LIMIT) == data


def test_an_svg_attachment_is_sanitised():
    out = checks.check_attachment(SVG, "image/svg+xml", LIMIT).decode()
    assert "<rect" in out and "onclick" not in out and "script" not in out


@pytest.mark.parametrize("content_type, data, message", [
    ("application/pdf", PNG, "The file is not a valid PDF document: its contents do not match its type."),
    ("application/pdf", b" " * 1024 + b"%PDF-1.4", "The file is not a valid PDF document: its contents do not "
                                                   "match its type."),
    ("image/webp", b"RIFF\x24\x00\x00\x00WAVEfmt ", "The file is not a valid WebP image: its contents do not match "
                                                     "its type."),
    ("image/tiff", b"II\x2b\x01" + b"\x00" * 8, "The file is not a valid TIFF image: its contents do not match its "
                                                  "type."),
    ("image/heic", b"\x00\x00\x00\x18ftypisom\x00\x00\x00\x00mp42" + b"\x00" * 8,
     "The file is not a valid HEIC image: its contents do not match its type."),
    ("image/png", JPEG, "The file is not a valid PNG image: its contents do not match its type."),
    ("image/jpeg", GIF, "The file is not a valid JPEG image: its contents do not match its type."),
    ("image/gif", PDF, "The file is not a valid GIF image: its contents do not match its type."),
    (checks.DOCX, PDF, "The file is not a valid Word document: its contents do not match its type."),
    (checks.DOCX, XLSX, "The file is not a valid Word document: its contents do not match its type."),
    (checks.XLSX, office({"xl/workbook.xml": b"x"}, content_types=False),
     "The file is not a valid Excel workbook: its contents do not match its type."),
    (checks.XLSX, b"PK\x03\x04 but not really a zip", "The file is not a valid Excel workbook: its contents do not "
                                                       "match its type."),
    (checks.PPTX, DOCX, "The file is not a valid PowerPoint presentation: its contents do not match its type."),
    ("text/csv", b"a,b\n\x00\x01", "The file is not a valid CSV file: it must be UTF-8 text."),
    ("text/plain", "caf\u00e9".encode("latin-1"), "The file is not a valid text file: it must be UTF-8 text."),
    ("image/svg+xml", b"<html/>", "The file is not an SVG image."),
])
def test_contents_that_do_not_match_the_type_are_refused(content_type, data, message):
    with pytest.raises(UserError) as error:
        checks.check_attachment(data, content_type, LIMIT)
    assert error.value.message == message


def test_office_documents_with_macros_are_refused():
    macro = office({"word/document.xml": b"<w:document/>", "word/vbaProject.bin": b"\xd0\xcf\x11\xe0"})
    with pytest.raises(UserError) as error:
        checks.check_attachment(macro, checks.DOCX, LIMIT)
    assert error.value.message.startswith("Documents with macros cannot be attached.")


@pytest.mark.parametrize("content_type", ["text/html", "application/x-msdownload", "application/msword",
                                          "application/zip", "image/svg", "", None])
def test_other_types_are_refused_naming_what_is_accepted(content_type):
    with pytest.raises(UserError) as error:
        checks.check_upload_type(content_type, checks.ATTACHMENT)
    assert error.value.message == (
        "Files of this type cannot be uploaded. Attach a PDF; an image (PNG, JPEG, GIF, WebP, SVG, TIFF or HEIC); "
        "a Word, Excel or PowerPoint document (DOCX, XLSX or PPTX); or a CSV or text file.")
    assert error.value.field == "contentType"
    with pytest.raises(UserError):
        checks.check_attachment(PDF, content_type, LIMIT)


def test_a_logo_still_accepts_only_logo_types():
    assert checks.check_upload_type("application/pdf", checks.ATTACHMENT) == "application/pdf"
    with pytest.raises(UserError) as error:
        checks.check_upload_type("application/pdf", checks.LOGO)
    assert error.value.message == "Files of this type cannot be uploaded. Use a PNG, JPEG, GIF or SVG image."
    with pytest.raises(UserError, match="A logo must be a PNG, JPEG, GIF or SVG image."):
        checks.check_logo(WEBP, "image/webp", LIMIT)


@pytest.mark.parametrize("given, normalised", [
    ("image/jpg", "image/jpeg"), ("Application/X-PDF", "application/pdf"), ("image/tif", "image/tiff"),
    ("text/x-csv", "text/csv"), ("application/csv; charset=utf-8", "text/csv"),
])
def test_other_names_of_a_type_are_understood(given, normalised):
    assert checks.check_upload_type(given, checks.ATTACHMENT) == normalised


def test_sizes():
    limit = 1024 * 1024
    assert checks.check_attachment(PDF + b"\x00" * (limit - len(PDF)), "application/pdf", limit)
    with pytest.raises(UserError) as error:
        checks.check_attachment(PDF + b"\x00" * limit, "application/pdf", limit)
    assert error.value.message == "The file is too large (1 MB). The largest file allowed is 1 MB."
    assert error.value.code == "FILE_TOO_LARGE"
    with pytest.raises(UserError) as error:
        checks.check_attachment(b"\x00" * (26 * 1024 * 1024), "text/plain", LIMIT)
    assert error.value.message == "The file is too large (26 MB). The largest file allowed is 25 MB."
    with pytest.raises(UserError, match="The file is empty."):
        checks.check_attachment(b"", "text/plain", LIMIT)


def test_the_preview_types_are_the_spec_s():
    assert checks.PREVIEW_TYPES == {"image/png", "image/jpeg", "image/gif", "image/webp", "image/svg+xml",
                                    "image/tiff"}


@pytest.mark.parametrize("given, cleaned", [
    ("Progress photo.jpg", "Progress photo.jpg"),
    ("../../etc/passwd", "passwd"),
    ("C:\\Users\\site\\Drawing A-101.pdf", "Drawing A-101.pdf"),
    ("inv\u202efdp.exe", "invfdp.exe"),  # a right-to-left override must not disguise the extension
    ("line\r\nbreak\t.pdf", "linebreak.pdf"),
    ("  spaced    out  .pdf ", "spaced out .pdf"),
    (".hidden", "hidden"),
    ("...", "attachment"),
    ("", "attachment"),
    (None, "attachment"),
    ("Te Wh\u0101nau report.docx", "Te Wh\u0101nau report.docx"),
])
def test_file_names_are_cleaned(given, cleaned):
    assert checks.clean_filename(given) == cleaned


def test_long_file_names_keep_their_extension():
    name = checks.clean_filename("x" * 500 + ".pdf")
    assert len(name) == checks.MAX_FILENAME == 200 and name.endswith("x.pdf")
    assert len(checks.clean_filename("y" * 500)) == 200
