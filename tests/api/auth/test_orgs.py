"""POST /auth/orgs: create an organisation, its schema, and its owner."""
import uuid

import pytest
from sqlalchemy import func, select, text

from app.auth.models import Account, User
from app.db import db
from app.orgs.models import Member
from app.orgs.permissions import OWNER
from tenants.context import tenant_context
from tenants.models import Organisation
from tests.auth_helpers import account_headers


def slug() -> str:
    return f"acme-{uuid.uuid4().hex[:10]}"


def post_org(client, session, **body):
    return client.post("/auth/orgs", json=body, headers=account_headers(session))


def test_creating_an_organisation_makes_the_creator_its_owner(app, signed_in):
    client, session = signed_in()
    wanted = slug()
    response = post_org(client, session, name="Acme Builders Ltd", slug=wanted, userName="Ann Smith")
    assert response.status_code == 201, response.get_json()
    answer = response.get_json()
    org = answer["org"]
    assert org["slug"] == wanted and org["name"] == "Acme Builders Ltd"
    assert answer["userAccountId"] == session["userAccountId"] and answer["name"] == "Ann Smith"
    [user] = answer["users"]
    assert user["org"] == org and user["email"] == session["email"]
    with app.app_context():
        registry = db.session.get(Organisation, org["id"])
        assert registry.schema_name == f"org_{org['id']}" and registry.schema_revision
        exists = db.session.scalar(text("SELECT count(*) FROM information_schema.schemata WHERE schema_name = :s"),
                                   {"s": registry.schema_name})
        assert exists == 1
        with tenant_context(registry):
            member = db.session.get(Member, user["userId"])
            assert member.name == "Ann Smith" and set(member.permissions) == OWNER
        assert db.session.get(Account, session["userAccountId"]).name == "Ann Smith"


def test_owner_permissions_are_the_spec_names():
    assert OWNER == {
        "ProgressClaims", "OrgEdit", "UserInvite", "FlowRead", "FlowWrite", "ContractCreate", "ContractView",
        "ContractEdit", "ContractComment", "ContractCustomerDraft", "ContractCustomerSubmit",
        "ContractSupplierDraft", "ContractSupplierSubmit",
    }


def test_a_taken_slug_is_refused_clearly_and_nothing_is_created(app, signed_in):
    client, session = signed_in()
    taken = slug()
    assert post_org(client, session, name="First", slug=taken, userName="Ann").status_code == 201

    def counts():
        with app.app_context():
            return (db.session.scalar(select(func.count()).select_from(Organisation)),
                    db.session.scalar(select(func.count()).select_from(User)),
                    db.session.scalar(text("SELECT count(*) FROM information_schema.schemata "
                                           "WHERE schema_name LIKE 'org\\_%'")))

    before = counts()
    response = post_org(client, session, name="Second", slug=taken)
    assert response.status_code == 400
    assert response.get_json()["message"] == f"The slug '{taken}' is already taken. Please choose another."
    assert response.get_json()["field"] == "slug"
    assert counts() == before


@pytest.mark.parametrize("bad,message", [
    ("Acme", "'Acme' is not a valid slug."),
    ("acme--builders", "'acme--builders' is not a valid slug."),
    ("-acme", "'-acme' is not a valid slug."),
    ("login", "The slug 'login' is reserved. Please choose another."),
])
def test_slug_rules(signed_in, bad, message):
    client, session = signed_in()
    response = post_org(client, session, name="Acme", slug=bad, userName="Ann")
    assert response.status_code == 400 and response.get_json()["message"].startswith(message)


def test_the_slug_defaults_to_a_readable_form_of_the_name(signed_in):
    client, session = signed_in()
    name = f"Bravo Civil {uuid.uuid4().hex[:6]} Ltd"
    response = post_org(client, session, name=name, userName="Ann")
    assert response.status_code == 201
    assert response.get_json()["org"]["slug"] == name.lower().replace(" ", "-")


def test_name_and_owner_name_are_required(signed_in):
    client, session = signed_in()
    missing_name = post_org(client, session, name="  ", slug=slug(), userName="Ann")
    assert missing_name.status_code == 400 and missing_name.get_json()["field"] == "name"
    missing_owner = post_org(client, session, name="Acme", slug=slug())
    assert missing_owner.status_code == 400 and missing_owner.get_json() == {
        "message": "Name is required", "error_description": "Name is required", "field": "userName"}
    assert post_org(client, session, name="Acme", slug=slug(), userName="Ann").status_code == 201
    # Once the account has a name, it need not be given again.
    assert post_org(client, session, name="Acme Two", slug=slug()).status_code == 201


def test_organisations_per_account_per_day_are_capped(app, signed_in, monkeypatch):
    monkeypatch.setitem(app.config, "AUTH_ORGS_PER_ACCOUNT_PER_DAY", 2)
    client, session = signed_in()
    statuses = [post_org(client, session, name="Acme", slug=slug(), userName="Ann").status_code for _ in range(3)]
    assert statuses == [201, 201, 429]


def test_creating_needs_a_signed_in_account(signed_in, browser_client):
    _, session = signed_in()
    assert post_org(browser_client(), session, name="Acme", slug=slug(), userName="Ann").status_code == 401
