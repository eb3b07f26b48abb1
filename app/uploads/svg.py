"""SVG sanitising: a drawing is parsed with the standard library's expat under strict rules and
re-written from an allow-list, so only plain drawing survives.

Why by hand: nh3, the sanitiser once declared for this, cannot sanitise SVG. It binds ammonia,
an HTML sanitiser: it parses its input as an HTML fragment (html5ever) and writes HTML back,
not XML. What it returns is not an SVG document a browser will load as an image: it writes
HTML entities such as &nbsp; (undefined in XML), it drops the XML declaration, it cannot allow
a prefixed attribute such as xlink:href, and it judges CSS by property names only, so a
url() that loads from elsewhere passes in style="" and <style> (all seen with nh3 0.3.8).
So nh3 is no longer a dependency. The SVG sanitisers on PyPI are young
(svg-sanitize 0.2 calls itself a prototype; py-svg-hush 0.3 and upload-guard 0.1 are new and
little used), while the rules below are few, fixed, and held by the tests of
tests/unit/orgs/test_upload_checks.py. A maintained SVG sanitiser would be worth taking in
place of this module if one appears.

The rules:
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
import re
from dataclasses import dataclass
from xml.parsers import expat
from xml.sax.saxutils import escape, quoteattr

from app.errors import UserError

SVG_UNREADABLE = "The SVG image could not be read: it is not well-formed XML."
SVG_NOT_SVG = "The file is not an SVG image."
SVG_ENTITIES = "SVG images that declare a DOCTYPE subset or entities are not accepted."
SVG_TOO_COMPLEX = "The SVG image is too complex to use as a logo."
SVG_EMPTY = "The SVG image has nothing left to show once unsafe content is removed."

MAX_SVG_ELEMENTS = 20_000
MAX_SVG_DEPTH = 64

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
