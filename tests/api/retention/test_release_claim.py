"""A due release of retention claimed through the ordinary claim flow (issue 38; research RT-9): the
subcontractor turns a release stage due to it into a line 'Release of retention: {stage}' of its draft
claim, to the cent; the claim is sent and scheduled like any other, the release counting in the
retentions (never the gross: no retention is held on it), and the schedule writes it once as a
'released' entry on the holder's ledger, which clears the stage. Claimed twice is refused; the holder
and an outsider cannot claim it."""
from datetime import date

import pytest

from app.claims import release_line
from tests.api.factories import (  # noqa: F401  (fixtures)
    PERIOD,
    ScheduledProject,
    errors_of,
    flat,
    pdf_url,
    rendered,
    party,
    project,
    retention_withheld,
)
from tests.api.retention.test_due import STAGES, due_on, set_terms

CLAIM = ("mutation($input: RetentionReleaseClaimInput!) { retentionReleaseClaim(input: $input) "
         "{ claimNumber lineName amount } }")
LEDGER = ("query { retention { weHold { contractId balances { withheld released retentionMoney } "
          "entries { kind amount note } } } }")
JULY_2 = date(2026, 7, 2)


@pytest.fixture
def due(project):
    """$10,000 withheld (retention_withheld), PC 50 % due 30 June 2026, the defects period's 50 % a year on."""
    p = retention_withheld(project)
    set_terms(p, [{**s, "trigger": {"on_event": "OnEvent", "months_after": "MonthsAfter"}[s["trigger"]]}
                  for s in STAGES])
    return p


def claim_release(p, ws=None, stage=0):
    from tests.api.factories import on_day

    with on_day(JULY_2.isoformat()):
        return (ws or p.supplier).gql(CLAIM, {"input": {"contractId": p.id, "stage": stage}})


def test_a_due_release_becomes_a_line_of_the_draft_claim_to_the_cent_never_gross(due, run_jobs, tmp_path):
    p = due
    [theirs] = due_on(p.supplier, JULY_2)["releasesDueToUs"]
    assert [(r["stage"], r["amount"], r["late"]) for r in theirs["releases"]] == [
        ("Practical completion", 500_000, True), ("End of defects period", 500_000, False)]
    body = claim_release(p)
    assert body["data"]["retentionReleaseClaim"] == {
        "claimNumber": 2, "lineName": "Release of retention: Practical completion", "amount": 500_000}
    draft = p.claim(2)["draft"]
    [line] = [l for l in draft["lines"] if l["entry"]["name"].startswith("Release of retention")]
    assert line["entry"]["amount"] == 500_000 and not line["isRetention"] and line["section"] is None
    totals = draft["totals"]
    # No retention on money paid back: the gross stays the $100,000 of claim 1; 'Less Retentions' rises by it.
    assert totals["grossToDate"] == 10_000_000 and totals["retentionsToDate"] == -500_000
    assert draft["retention"]["thisClaim"] == 0
    assert totals["gstExclusive"] == 500_000 and totals["gst"] == 75_000
    # The claim's PDF lists it apart from the sections, with what it asks.
    url = pdf_url({"pdfDownloadUrl": p.claim(2)["pdfPreviewUrl"]}, sid=p.supplier.account_id,
                  org=p.supplier.org["slug"])
    words = flat(rendered(p.supplier, url, run_jobs).data, tmp_path)
    assert "Releases of retention" in words and "Release of retention: Practical completion 5,000.00" in words, words
    assert release_line.CLAIMED_ALREADY.format(line="Release of retention: Practical completion", number=2) in \
        errors_of(claim_release(p))


def test_the_schedule_pays_it_and_writes_one_released_entry_which_clears_the_stage(due):
    p = due
    claim_release(p)
    p.patch(2, {**PERIOD, "date": "2026-07-02"})
    p.submitted(2)
    s = ScheduledProject(p, number=2)
    s.save(scheduleExcl=500_000, scheduleTax=75_000, dueDate="2026-07-20")
    s.sent()
    [ledger] = p.customer.ok(LEDGER)["retention"]["weHold"]
    assert [(e["kind"], e["amount"]) for e in ledger["entries"]] == [("withheld", 1_000_000), ("released", 500_000)]
    assert ledger["balances"]["retentionMoney"] == 500_000
    # Cleared by the schedule's entry: nothing of the stage is left to claim, or to release by hand.
    [left] = due_on(p.customer, JULY_2)["releasesWeOwe"][0]["releases"]
    assert left["stage"] == "End of defects period"
    assert errors_of(claim_release(p)) == [release_line.NOT_DUE]


def test_only_the_subcontractors_side_claims_it(due, party):
    p = due
    assert errors_of(claim_release(p, p.customer))  # the holder does not claim its own release
    assert errors_of(claim_release(p, party("Outsider Co"))) == ["Contract not found"]
    assert errors_of(claim_release(p, stage=5)) == [release_line.NOT_DUE]
    assert errors_of(claim_release(p, stage=1)) == [
        "This release of retention falls due on 30 June 2027: claim it from then."]
    assert p.claim(2) is None  # no draft started for nothing
