"""The pure rules of the sign-in service: return paths, codes, emails."""
import pytest

from app.auth.service import normalise_email, safe_return_path
from app.auth.tokens import CODE_ALPHABET, display_code, new_code, normalise_code
from app.errors import UserError

UNSAFE = [
    "//evil.example", "/\\evil.example", "/%09/evil.example", "javascript:alert(1)", "https://evil.example",
    "http://evil.example", "/%2F/evil.example", "/%2f%2fevil.example", "/%5Cevil.example", "/%5cevil.example",
    "/\t/evil.example", "/\n/evil.example", "/\x00x", "/\x7f", "\\/evil.example", "evil.example", "", None, 42,
    "/%252F%252Fevil.example", "/%25252F%25252Fevil.example", "//", "/\u2028/evil.example", "/\u00a0/x",
    "data:text/html,hi", " /acme", "/acme\\..\\evil", "/" + "a" * 2001,
]
SAFE = ["/", "/acme", "/acme/projects/acme/42/claims?tab=draft&x=1", "/acme/account/security#passkeys",
        "/www/contracts/7/claim-3", "/acme%40home/account", "/a:b", "/search?q=a%20b"]


@pytest.mark.parametrize("value", UNSAFE)
def test_unsafe_return_paths(value):
    assert safe_return_path(value) is None


@pytest.mark.parametrize("value", SAFE)
def test_safe_return_paths(value):
    assert safe_return_path(value) == value


def test_codes_are_six_characters_of_the_alphabet():
    codes = {new_code() for _ in range(2000)}
    assert len(codes) > 1990
    assert all(len(c) == 6 and set(c) <= set(CODE_ALPHABET) for c in codes)
    assert not set("01ILO") & set(CODE_ALPHABET)


@pytest.mark.parametrize("typed,code", [("abc234", "ABC234"), ("ABC-234", "ABC234"), (" abc 234 ", "ABC234"),
                                        ("abc-23", None), ("abc2345", None), ("ab!234", None), (None, None),
                                        (["ABC234"], None), ("ÄBC234", None), ("x" * 50, None)])
def test_normalise_code(typed, code):
    assert normalise_code(typed) == code


def test_display_code():
    assert display_code("ABC234") == "ABC-234"


@pytest.mark.parametrize("typed,email", [(" Ann@Example.COM ", "ann@example.com"), ("a.b+c@d.co.nz", "a.b+c@d.co.nz")])
def test_emails_are_lower_cased(typed, email):
    assert normalise_email(typed) == email


@pytest.mark.parametrize("typed", ["", "ann", "ann@example", "ann @example.com", "ann@exa\u0000mple.com", 5])
def test_bad_emails(typed):
    with pytest.raises(UserError):
        normalise_email(typed)
