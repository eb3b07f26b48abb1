"""What is due on the viewer's retention ledgers (issue 38, app.retention.due): the deposit alert of
money the organisation holds and has not deposited in time, per subcontractor, and the releases due,
on the side that owes them ('We hold') and on the side they are owed to ('Held from us')."""
import graphene
from graphql_relay import to_global_id

from app.domain import retention_release as terms_rules
from app.domain.money import dollars
from app.graphql.core.scalars import Cents
from app.graphql.core.viewer import viewer_of
from app.graphql.retention.inspection import RetentionInspectionRequest
from app.retention import due as due_rules
from app.retention import reports

DEPOSIT_NOTE = terms_rules.DEPOSIT_DAYS_NOTE


class RetentionExposure(graphene.ObjectType):
    class Meta:
        description = ("Money withheld by one ledger entry and not deposited (or covered by an instrument) by the end "
                       "of the contract's deposit period: one separate exposure.")

    entry_number = graphene.Int(required=True, description="The withheld entry's number in its ledger.")
    withheld_on = graphene.Date(required=True, description="When it was withheld (the payment's due date).")
    deposit_by = graphene.Date(required=True, description="The last day of the deposit period.")
    amount = Cents(required=True, description="Of it, what is still neither deposited nor covered.")


class RetentionReleaseDue(graphene.ObjectType):
    class Meta:
        description = "A release stage whose date is known and which the releases recorded have not yet cleared."

    stage = graphene.String(required=True, description="The stage's event, as the contract's terms name it.")
    share = graphene.Int(required=True, description="Its share of the retention, in basis points (5000 = 50 %).")
    release_on = graphene.Date(required=True, description="Its release date.")
    stage_amount = Cents(required=True, description="Its share of everything withheld less what was used for defects.")
    amount = Cents(required=True, description="Of it, what is not yet released.")
    late = graphene.Boolean(required=True, description="Its release date has passed.")
    text = graphene.String(required=True, description="'Release due {date}: {stage} \u2014 $X'.")
    interest = graphene.String(description="Once late: from when interest accrues and at what rate, or that no "
                                           "rate is recorded for the contract (CCA s 18G); null before.")
    stage_index = graphene.Int(required=True, description="Its place in the contract's terms: what "
                                                          "retentionReleaseClaim names it by.")
    owed = graphene.Boolean(required=True, description="Its release date has come: the subcontractor may claim it "
                                                       "through its claims (retentionReleaseClaim).")


class RetentionLedgerDue(graphene.ObjectType):
    class Meta:
        description = "What is due on one retention ledger (holder \u00d7 subcontractor \u00d7 contract)."

    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    site_name = graphene.String(required=True, description="The contract's site name.")
    owner_slug = graphene.String(required=True, description="The contract's route: its owner's slug.")
    contract_slug = graphene.String(required=True, description="The contract's route: its slug.")
    holder_name = graphene.String(required=True, description="The party holding the retention money.")
    payee_name = graphene.String(required=True, description="The party it is held for.")
    we_hold = graphene.Boolean(required=True, description="The viewer's organisation holds it.")
    deposit_working_days = graphene.Int(required=True, description="The contract's deposit period in working days.")
    deposit_days_note = graphene.String(description="Where the contract's own deposit period comes from; null when "
                                                    "it is Claimdesk's default (RetentionDue.depositNote says so).")
    outstanding = Cents(required=True, description="Money outstanding past the deposit period (holder only; 0 on "
                                                   "the other side).")
    exposures = graphene.List(graphene.NonNull(RetentionExposure), required=True,
                              description="The separate exposures making it up, oldest first (holder only).")
    releases = graphene.List(graphene.NonNull(RetentionReleaseDue), required=True,
                             description="The release stages due, by date.")

    @staticmethod
    def of(item: due_rules.Ledger):
        v = item.view
        return RetentionLedgerDue(
            contract_id=to_global_id("Contract", v.contract_id), site_name=v.site_name, owner_slug=v.owner_slug,
            contract_slug=v.slug, holder_name=v.payer_name, payee_name=v.payee_name, we_hold=v.we_hold,
            deposit_working_days=item.deposit_working_days, deposit_days_note=item.deposit_days_note,
            outstanding=item.outstanding,
            exposures=[RetentionExposure(entry_number=e.seq, withheld_on=e.withheld_on, deposit_by=e.deposit_by,
                                         amount=e.amount) for e in item.exposures],
            releases=[RetentionReleaseDue(stage=r.label, share=r.share, release_on=r.release_on,
                                          stage_amount=r.stage_amount, amount=r.amount, late=r.late, text=r.text,
                                          interest=r.interest, stage_index=r.stage_index, owed=r.owed)
                      for r in item.releases])


class RetentionDepositAlert(graphene.ObjectType):
    class Meta:
        description = "One subcontractor's retention money the organisation has not deposited in time."

    payee_name = graphene.String(required=True, description="The subcontractor.")
    outstanding = Cents(required=True, description="Its money outstanding past the deposit period, all contracts.")
    exposure_count = graphene.Int(required=True, description="The separate exposures (ledgers \u00d7 withholdings).")
    ledgers = graphene.List(graphene.NonNull(RetentionLedgerDue), required=True,
                            description="Its ledgers with money outstanding.")


class RetentionStatementOverdue(graphene.ObjectType):
    class Meta:
        description = ("A ledger the organisation holds whose quarterly statement is late (CCA s 18FD: at least every "
                       "three months).")

    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    site_name = graphene.String(required=True, description="The contract's site name.")
    owner_slug = graphene.String(required=True, description="The contract's route: its owner's slug.")
    contract_slug = graphene.String(required=True, description="The contract's route: its slug.")
    payee_name = graphene.String(required=True, description="The subcontractor the statement is owed to.")
    overdue_since = graphene.Date(required=True, description="The first day it was late.")


class RetentionLateReleases(graphene.ObjectType):
    class Meta:
        description = "The releases the organisation owes whose date has passed, counted and summed (CCA s 18G)."

    count = graphene.Int(required=True, description="The release stages past their date and not yet cleared.")
    total = Cents(required=True, description="What of them is not yet released, in cents.")


class RetentionDue(graphene.ObjectType):
    class Meta:
        description = ("What is due on the organisation's retention ledgers: deposits outstanding (the money it holds) "
                       "and releases due, by side.")

    deposit_alerts = graphene.List(graphene.NonNull(RetentionDepositAlert), required=True,
                                   description="Per subcontractor, money the organisation holds and has not "
                                               "deposited or covered in time; most outstanding first.")
    exposure_count = graphene.Int(required=True, description="The separate exposures, all subcontractors.")
    outstanding = Cents(required=True, description="Money outstanding past the deposit period, all subcontractors.")
    deposit_note = graphene.String(required=True, description="Why the deposit period is Claimdesk's number.")
    deposit_summary = graphene.String(description=(
        "The deposits outstanding in one sentence ('$X of retention money for N subcontractors is not in the trust "
        "account or covered past its deposit period: M separate exposures.'); null when none is."))
    releases_we_owe = graphene.List(graphene.NonNull(RetentionLedgerDue), required=True,
                                    description="Ledgers the organisation holds with a release due.")
    releases_due_to_us = graphene.List(graphene.NonNull(RetentionLedgerDue), required=True,
                                       description="Ledgers held from the organisation with retention due to it.")
    late_releases = graphene.Field(RetentionLateReleases, required=True,
                                   description="Of the releases it owes, those past their date: how many and how much.")
    statements_overdue = graphene.List(
        graphene.NonNull(RetentionStatementOverdue), required=True,
        description="Ledgers the organisation holds whose quarterly statement is late, the longest late first "
                    "(read only when asked: the home asks, the Retention page reads its reports card).")

    # issue 38 (retinspect): the subcontractors' requests to inspect the records, to answer (s 18FC).
    inspection_requests_open = graphene.List(
        graphene.NonNull(RetentionInspectionRequest), required=True,
        description="Requests to inspect the retention records the organisation holds, not yet answered, the oldest "
                    "first (read only when asked: the home asks).")

    def resolve_inspection_requests_open(root, info):
        from app.retention import inspection

        return [RetentionInspectionRequest.of(v) for v in
                sorted(inspection.open_for_holder(viewer_of(info)), key=lambda v: v.request.requested_at)]

    def resolve_statements_overdue(root, info):
        late = reports.overdue_statements(viewer_of(info), held=[i.view for i in root.due.we_hold])
        return [RetentionStatementOverdue(contract_id=to_global_id("Contract", o.contract_id), site_name=o.site_name,
                                          owner_slug=o.owner_slug, contract_slug=o.slug, payee_name=o.payee_name,
                                          overdue_since=o.overdue_since)
                for o in sorted(late, key=lambda o: (o.overdue_since, o.site_name))]

    @staticmethod
    def of(found: due_rules.Due):
        alerts = found.deposit_alerts
        out = RetentionDue(
            deposit_alerts=[RetentionDepositAlert(payee_name=a.payee_name, outstanding=a.outstanding,
                                                  exposure_count=a.exposure_count,
                                                  ledgers=[RetentionLedgerDue.of(i) for i in a.ledgers])
                            for a in alerts],
            exposure_count=found.exposure_count, outstanding=found.outstanding,
            deposit_note=DEPOSIT_NOTE, deposit_summary=_summary(found, len(alerts)),
            releases_we_owe=[RetentionLedgerDue.of(i) for i in found.we_hold if i.releases],
            releases_due_to_us=[RetentionLedgerDue.of(i) for i in found.held_from_us if i.releases],
            late_releases=_late(found))
        out.due = found  # its ledgers and balances, read once for the fields resolved when asked
        return out


def _summary(found: due_rules.Due, payees: int) -> str | None:
    exposures = found.exposure_count
    if not exposures:
        return None
    return (f"{dollars(found.outstanding)} of retention money for {payees} "
            f"subcontractor{'' if payees == 1 else 's'} is not in the trust account or covered past its deposit "
            f"period: {exposures} separate exposure{'' if exposures == 1 else 's'}.")


def _late(found: due_rules.Due) -> RetentionLateReleases:
    late = [r for i in found.we_hold for r in i.releases if r.late]  # the releases already read: no statement more
    return RetentionLateReleases(count=len(late), total=sum(r.amount for r in late))


class RetentionDueQuery(graphene.ObjectType):
    retention_due = graphene.Field(RetentionDue, description=(
        "What is due on the viewer's organisation's retention ledgers: deposits outstanding past the deposit period "
        "and releases due; null when signed out."))

    def resolve_retention_due(root, info):
        viewer = viewer_of(info, required=False)
        return RetentionDue.of(due_rules.of_viewer(viewer)) if viewer is not None else None
