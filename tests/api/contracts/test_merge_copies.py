"""The repair of issue 36: workspaces made, before invitations by email, as copies of an existing
business (same owner email, a similar name, no activity of their own) are found and merged into
the original, their contracts moving there with the original's business details."""
import pytest
from sqlalchemy import select

from tests.api.factories import (
    BY_SLUG, CREATE, INVITATIONS, LIST, PERIOD, Project, by_slug, gst, line, project_input, set_business,
)
from tests.auth_helpers import create_org
from tests.conftest import unique_slug


def workspaces_of(app, email: str) -> list[str]:
    from app.auth.models import Account, User
    from app.db import db
    from tenants.models import Organisation

    with app.app_context():
        return sorted(db.session.scalars(
            select(Organisation.slug).join(User, User.org_id == Organisation.id).join(Account, Account.id == User.account_id)
            .where(Account.email == email, Organisation.schema_name.is_not(None))))


@pytest.fixture
def copied(party, monkeypatch):
    """Kauri Interiors, with its own workspace and business details, named by email on Acme's
    project as the code before issue 36 did it: a copy of its workspace made for it, holding the
    project and a claim sent to it. (head, kauri, the copy's slug, the contract as head sees it)"""
    head, kauri = party("Acme Builders"), party("Kauri Interiors", user_name="Kiri Kauri")
    set_business(kauri, "Kauri Interiors Linings Ltd", address="3 Totara Road, Whangarei")
    data = project_input(customer_contact={"entityName": "Kauri Interiors Linings Ltd"}, customer_emails=[kauri.email])
    contract = head.ok(CREATE, {"input": data})["contractCreate"]["contract"]
    _as_before_issue_36(head.app, contract, kauri.email)
    [copy_slug] = [s for s in workspaces_of(head.app, kauri.email) if s != kauri.org["slug"]]
    p = Project(head, None, contract)
    p.new_claim()
    p.lines(create=[line("a", "Linings", 1_000_000, amount=400_000, tax=gst(400_000))])
    p.patch(1, PERIOD)
    p.submitted(1)
    return head, kauri, copy_slug, contract


def _as_before_issue_36(app, contract, email):
    """The old rule, replayed: the party named by email becomes a new workspace made for its people
    (a copy of theirs), as `create_workspace` made it for them, instead of the stand-in."""
    from graphql_relay import from_global_id
    from sqlalchemy import delete

    from app.auth.models import Account, User
    from app.contracts.invitations import move_party
    from app.contracts.models import ContractOrg
    from app.db import db
    from tenants.models import Organisation
    from app.orgs.workspaces import Owner, create_workspace

    with app.app_context():
        contract_id = int(from_global_id(contract["id"])[1])
        party = db.session.scalars(select(ContractOrg).where(ContractOrg.contract_id == contract_id,
                                                             ContractOrg.relation == "Customer")).one()
        stand_in = party.org_id
        account_id, user_id = db.session.execute(select(User.account_id, User.id).join(Account, Account.id == User.account_id)
                                                 .where(User.org_id == stand_in, Account.email == email)).one()
        org, users = create_workspace("Kauri Interiors Linings Ltd", [Owner(account_id)], invited=True,
                                      contact={"name": "Kauri Interiors Linings Ltd",
                                               "entity_name": "Kauri Interiors Linings Ltd", "address": "",
                                               "gst_number": None, "website": ""})
        move_party(party, org, {user_id: users[account_id]})
        db.session.flush()
        db.session.execute(delete(User).where(User.org_id == stand_in))
        db.session.execute(delete(Organisation).where(Organisation.id == stand_in))
        db.session.commit()


def _found(app, copy_slug):
    from app.cli import copies

    with app.app_context():
        return next((c for c in copies.find_copies() if c.copy.slug == copy_slug), None)


def test_a_copy_is_found_and_merged_into_the_original(app, copied):
    from app.cli import copies

    head, kauri, copy_slug, contract = copied
    runner = app.test_cli_runner()
    listed = runner.invoke(args=["tenants", "merge-copies", "--dry-run"])
    assert listed.exit_code == 0, listed.output
    assert f"'{copy_slug}' (Kauri Interiors Linings Ltd) is a copy of '{kauri.org['slug']}'" in listed.output
    assert "1 contract(s)" in listed.output
    # Asked, and answered no: nothing changes.
    asked = runner.invoke(args=["tenants", "merge-copies"], input="n\n" * 50)
    assert f"Merge '{copy_slug}' into '{kauri.org['slug']}'?" in asked.output
    assert copy_slug in workspaces_of(app, kauri.email)

    with app.app_context():
        found = next(c for c in copies.find_copies() if c.copy.slug == copy_slug)
        assert found.refused is None
        copies.merge(found)
    assert workspaces_of(app, kauri.email) == [kauri.org["slug"]]
    assert _found(app, copy_slug) is None

    # The project (and its claim) is in the original workspace, with its own details.
    seen = kauri.ok(BY_SLUG, {"owner": head.org["slug"], "slug": contract["slug"]})["contract"]
    assert seen is not None and seen["viewerRelation"] == "Customer"
    assert kauri.ok(LIST)["projects"]["activeCount"] == 1
    assert kauri.ok(INVITATIONS)["projects"]["invitations"] == []
    assert Project(head, kauri, contract).claim(1, kauri)["status"] == "Sent"
    after = by_slug(head, contract)
    assert after["customer"]["entityName"] == "Kauri Interiors Linings Ltd"
    assert after["customer"]["address"] == "3 Totara Road, Whangarei" and after["customer"]["isBusinessDetails"]
    parties = {o["relation"]: o["organisation"] for o in after["contractOrgs"]}
    assert parties["Customer"]["slug"] == kauri.org["slug"]
    person = next(m for m in after["members"] if m["relation"] == "Customer")
    assert person["user"]["email"] == kauri.email


def test_a_workspace_with_activity_of_its_own_or_made_at_sign_up_is_no_copy(app, copied, party):
    _, kauri, copy_slug, contract = copied
    # A second workspace Kiri made herself, with a like name: not made for a named party.
    own = create_org(kauri.client, kauri.session, "Kauri Interiors 2", slug=unique_slug("kauri2"), user_name="Kiri")
    assert _found(app, own["slug"]) is None
    assert _found(app, copy_slug) is not None
    # Once something was done in the copy (here, its person viewed a claim there), it is a workspace of its own.
    from app.activity.models import Activity
    from app.db import db

    from app.cli import copies

    with app.app_context():
        found = next(c for c in copies.find_copies() if c.copy.slug == copy_slug)
        db.session.rollback()  # as the command does before it asks
        db.session.add(Activity(contract_id=int(_contract_id(contract)), code="viewed",
                                actor_org_id=_org_id(app, copy_slug), actor_name="Kiri"))
        db.session.commit()
        # Found before it was used, confirmed after: checked again, not merged.
        with pytest.raises(ValueError, match="has been used since it was found"):
            copies.merge(found)
        db.session.rollback()
    assert _found(app, copy_slug) is None
    assert copy_slug in workspaces_of(app, kauri.email)


def _org_id(app, slug):
    from app.db import db
    from tenants.models import Organisation

    with app.app_context():
        return db.session.scalar(select(Organisation.id).where(Organisation.slug == slug))


def _contract_id(contract):
    from graphql_relay import from_global_id

    return from_global_id(contract["id"])[1]
