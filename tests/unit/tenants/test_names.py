import pytest

from app.errors import UserError
from tenants.names import quote_schema, schema_for, slugify, validate_schema, validate_slug


@pytest.mark.parametrize("slug", ["acme", "acme-builders", "a", "a1", "x" * 48, "2024-projects"])
def test_valid_slugs(slug):
    assert validate_slug(slug) == slug


@pytest.mark.parametrize(
    "slug", ["", "Acme", "acme builders", "-acme", "acme-", "acme--builders", "x" * 49, "acme_b", "ac/me", "é"]
)
def test_invalid_slugs_are_refused_with_the_rules(slug):
    with pytest.raises(UserError) as err:
        validate_slug(slug)
    assert "lower-case letters" in err.value.message
    assert err.value.field == "slug"


@pytest.mark.parametrize("slug", ["login", "graphql", "signup", "assets"])
def test_reserved_slugs_would_shadow_routes(slug):
    with pytest.raises(UserError, match="reserved"):
        validate_slug(slug)


def test_slugify_is_readable():
    assert slugify("Acme Builders Ltd.") == "acme-builders-ltd"
    assert slugify("  !!! ") == "workspace"
    assert validate_slug(slugify("Ōtautahi & Sons — Construction")) == "tautahi-sons-construction"


def test_schema_names_are_derived_and_validated():
    assert schema_for(42) == "org_42"
    assert quote_schema("org_42") == '"org_42"'
    for bad in ["org_0", "org_", "org_1; drop schema shared", "shared", 'org_1"', "ORG_1", "tenant"]:
        with pytest.raises(ValueError):
            validate_schema(bad)
