"""`flask billing status [org]` and `flask billing sync [org]`: support staff's tools."""
from tests.api.billing.conftest import billing_of, customer_of, portal_url


def test_status_and_sync_read_stripe_for_one_organisation(workspace, billing_on, app):
    owner = workspace()
    portal_url(owner)
    slug = owner.org["slug"]
    customer = customer_of(app, owner.org["id"])
    sub = billing_on.subscription_of(customer)["id"]
    runner = app.test_cli_runner()
    status = runner.invoke(args=["billing", "status", slug])
    assert status.exit_code == 0, status.output
    assert f"{slug} (id {owner.org['id']}): trialing" in status.output
    assert f"customer {customer}, subscription {sub}" in status.output

    # A webhook was lost: Stripe says canceled, we still say trialing, until support syncs.
    billing_on.set_status(sub, "canceled")
    assert billing_of(owner)["status"] == "TRIALING"
    synced = runner.invoke(args=["billing", "sync", str(owner.org["id"])])
    assert synced.exit_code == 0, synced.output
    # The command's answer is its standard output; Click's `output` also holds standard error, where
    # the log lines of the Stripe calls go once logging writes to the runner's stream (which depends
    # on what ran before in the process: it failed under `pytest --dist loadfile`).
    assert synced.stdout.strip() == f"{slug}: canceled"
    assert billing_of(owner)["lapsed"] is True
    after = runner.invoke(args=["billing", "status", slug])
    assert "canceled (lapsed: creating projects is paused)" in after.output


def test_an_unknown_organisation_is_named(billing_on, app):
    result = app.test_cli_runner().invoke(args=["billing", "status", "no-such-org"])
    assert result.exit_code == 1 and "No organisation with slug or id 'no-such-org'." in result.output


def test_without_a_key_the_commands_say_billing_is_off(workspace, app):
    owner = workspace()
    runner = app.test_cli_runner()
    assert "Billing is off (STRIPE_SECRET_KEY is not set)." in runner.invoke(args=["billing", "status", owner.org["slug"]]).output
    result = runner.invoke(args=["billing", "sync", owner.org["slug"]])
    assert result.exit_code == 1 and "Billing is off" in result.output
