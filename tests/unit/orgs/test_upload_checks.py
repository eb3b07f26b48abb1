"""Checking uploaded logos: types, size, magic bytes, and SVG sanitising (app.uploads.checks)."""
import re
import xml.etree.ElementTree as ET

import pytest

from app.errors import UserError
from app.uploads import checks
from app.uploads import svg as sanitiser

PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 32
JPEG = b"\xff\xd8\xff\xe0" + b"\x00" * 32
GIF = b"GIF89a" + b"\x00" * 32
LIMIT = 5 * 1024 * 1024

SVG = b"""<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>
  <rect width="10" height="10" fill="url(#g)"/>
  <use xlink:href="#g"/>
  <text x="1" y="5" style="font-weight: bold">A &amp; B</text>
</svg>"""


def sanitised(source: str | bytes) -> str:
    data = source.encode() if isinstance(source, str) else source
    out = sanitiser.sanitise_svg(data).decode()
    ET.fromstring(out.split("?>", 1)[1])  # the output is well-formed XML
    return out


def svg(body: str, root_attributes: str = "") -> str:
    return f'<svg xmlns="http://www.w3.org/2000/svg" {root_attributes}><rect width="1" height="1"/>{body}</svg>'


# ---- types, size, magic bytes ----------------------------------------------------------------

@pytest.mark.parametrize("content_type, data", [("image/png", PNG), ("image/jpeg", JPEG), ("image/gif", GIF),
                                                ("image/gif", b"GIF87a" + b"\x00" * 8)])
def test_raster_logos_with_matching_magic_bytes_pass_unchanged(content_type, data):
    assert checks.check_logo(data, content_type, LIMIT) == data


@pytest.mark.parametrize("content_type, data, kind", [
    ("image/png", JPEG, "PNG"),
    ("image/jpeg", PNG, "JPEG"),
    ("image/gif", b"<svg xmlns='http://www.w3.org/2000/svg'/>", "GIF"),
    ("image/png", b"<html><script>alert(1)</script></html>", "PNG"),
    ("image/jpeg", b"\xff\xd8", "JPEG"),  # too short to be the signature
])
def test_wrong_magic_bytes_are_refused(content_type, data, kind):
    with pytest.raises(UserError) as error:
        checks.check_logo(data, content_type, LIMIT)
    assert error.value.message == f"The file is not a valid {kind} image: its contents do not match its type."


def test_oversized_file_is_refused_with_a_clear_message():
    with pytest.raises(UserError) as error:
        checks.check_logo(PNG + b"\x00" * LIMIT, "image/png", LIMIT)
    assert error.value.message == "The file is too large (5 MB). The largest file allowed is 5 MB."
    with pytest.raises(UserError) as error:
        checks.check_logo(b"\x00" * (7 * 1024 * 1024 + 300000), "image/png", LIMIT)
    assert error.value.message == "The file is too large (7.3 MB). The largest file allowed is 5 MB."
    assert error.value.code == "FILE_TOO_LARGE"


def test_empty_file_is_refused():
    with pytest.raises(UserError, match="The file is empty."):
        checks.check_logo(b"", "image/png", LIMIT)


@pytest.mark.parametrize("content_type", ["application/pdf", "text/html", "image/webp", "", None, "image/svg"])
def test_other_types_are_not_logos(content_type):
    with pytest.raises(UserError, match="A logo must be a PNG, JPEG, GIF or SVG image."):
        checks.check_logo(PNG, content_type, LIMIT)
    with pytest.raises(UserError) as error:
        checks.check_upload_type(content_type)
    assert error.value.field == "contentType"


def test_content_types_are_normalised():
    assert checks.check_upload_type("Image/PNG; charset=binary") == "image/png"
    assert checks.check_upload_type("image/svg+xml") == "image/svg+xml"
    assert checks.LOGO_EXTENSIONS == {".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg",
                                      ".gif": "image/gif", ".svg": "image/svg+xml"}


def test_sniff():
    assert checks.sniff(PNG) == "image/png"
    assert checks.sniff(b"GIF87a...") == "image/gif"
    assert checks.sniff(b"<svg") is None


# ---- SVG ---------------------------------------------------------------------------------------

def test_a_plain_drawing_keeps_its_drawing():
    out = sanitised(SVG)
    assert out.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"')
    for kept in ('viewBox="0 0 10 10"', 'fill="url(#g)"', '<use href="#g"/>', "A &amp; B", 'stop-color="#fff"',
                 'style="font-weight: bold"'):
        assert kept in out


def test_script_elements_are_removed():
    out = sanitised(svg('<script>alert(1)</script><script xlink:href="https://evil.example/x.js"/>',
                        'xmlns:xlink="http://www.w3.org/1999/xlink"'))
    assert "script" not in out and "alert" not in out and "evil" not in out
    assert "<rect" in out


def test_event_handlers_are_removed():
    out = sanitised(svg('<circle r="1" onclick="alert(1)" ONMOUSEOVER="alert(2)"/>', 'onload="alert(3)"'))
    assert not re.search(r"\bon\w+=", out, re.IGNORECASE) and "alert" not in out
    assert '<circle r="1"/>' in out


def test_foreign_object_is_removed_with_its_content():
    out = sanitised(svg('<foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml">'
                        '<iframe src="https://evil.example"/><script>alert(1)</script></body></foreignObject>'))
    assert "foreignObject" not in out and "iframe" not in out and "evil" not in out and "alert" not in out


@pytest.mark.parametrize("reference", [
    '<image href="https://evil.example/track.png" width="1" height="1"/>',
    '<image xlink:href="http://evil.example/track.png"/>',
    '<use href="https://evil.example/sprite.svg#icon"/>',
    '<use xlink:href="sprite.svg#icon"/>',
    '<a href="javascript:alert(1)"><rect width="2" height="2"/></a>',
    '<rect fill="url(https://evil.example/p.svg#x)" width="1" height="1"/>',
    '<rect style="fill: url(\'https://evil.example/x\')" width="1" height="1"/>',
    '<style>@import url(https://evil.example/x.css);</style>',
    '<style>rect { fill: url(https://evil.example/y) }</style>',
    '<image href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+"/>',
    '<feImage href="https://evil.example/f.png"/>',
])
def test_external_references_are_removed(reference):
    out = sanitised(svg(reference, 'xmlns:xlink="http://www.w3.org/1999/xlink"'))
    assert "evil" not in out and "javascript" not in out and "sprite" not in out and "@import" not in out
    assert "svg+xml" not in out
    assert "<rect" in out


def test_local_references_and_embedded_raster_images_stay():
    data_png = "data:image/png;base64,iVBORw0KGgo="
    out = sanitised(svg(f'<image href="{data_png}" width="1" height="1"/><use href="#a"/>'
                        '<style>.a { fill: url(#g) }</style>'))
    assert f'href="{data_png}"' in out and 'href="#a"' in out and ".a { fill: url(#g) }" in out


def test_animation_and_unknown_elements_are_removed():
    out = sanitised(svg('<set attributeName="href" to="javascript:alert(1)"/><animate attributeName="x"/>'
                        '<iframe/><metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>'
                        '<sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"/>'))
    for gone in ("set", "animate", "iframe", "metadata", "rdf", "sodipodi", "javascript"):
        assert gone not in out.replace('xmlns="http://www.w3.org/2000/svg"', "")


def test_an_svg_without_namespace_is_given_one():
    out = sanitised('<svg viewBox="0 0 1 1"><rect width="1" height="1"/></svg>')
    assert '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">' in out


def test_doctype_without_subset_is_accepted_and_dropped():
    out = sanitised('<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" '
                    '"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">' + svg(""))
    assert "DOCTYPE" not in out and "<rect" in out


@pytest.mark.parametrize("source, message", [
    ('<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>' + svg("<text>&b;</text>"),
     sanitiser.SVG_ENTITIES),
    ('<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>' + svg("<text>&x;</text>"), sanitiser.SVG_ENTITIES),
    (svg("<text>&nbsp;</text>"), sanitiser.SVG_UNREADABLE),
    ("<svg><rect></svg>", sanitiser.SVG_UNREADABLE),
    ("not xml at all", sanitiser.SVG_UNREADABLE),
    ('<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>', sanitiser.SVG_NOT_SVG),
    ('<x:svg xmlns:x="http://example.com/not-svg"/>', sanitiser.SVG_NOT_SVG),
    ('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', sanitiser.SVG_EMPTY),
    ("<svg>" + "<g>" * 100 + "</g>" * 100 + "</svg>", sanitiser.SVG_TOO_COMPLEX),
])
def test_svgs_that_cannot_be_made_safe_are_refused(source, message):
    with pytest.raises(UserError) as error:
        sanitiser.sanitise_svg(source.encode())
    assert error.value.message == message


def test_an_svg_logo_is_sanitised_through_check_logo():
    out = checks.check_logo(svg("<script>alert(1)</script>").encode(), "image/svg+xml", LIMIT)
    assert b"script" not in out and b"<rect" in out


def test_safe_css():
    assert sanitiser.safe_css("fill: url(#a); stroke: url('#b')")
    assert not sanitiser.safe_css("fill: url(http://x)")
    assert not sanitiser.safe_css("fill: url(#a")  # unterminated
    assert not sanitiser.safe_css("@import 'x.css'")
    assert not sanitiser.safe_css("width: expression(alert(1))")
    assert not sanitiser.safe_css("background: u\\72l(http://x)")  # escapes hide a url(
