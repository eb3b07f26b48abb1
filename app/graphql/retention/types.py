"""The retention types: a ledger as one side sees it, its entries and balances, the trust account."""
import graphene
from graphql_relay import to_global_id

from app.claims import release_line
from app.graphql.core.scalars import Cents
from app.retention import banks, policy
from app.retention.models import CORRECTION

KIND_WORDS = {"withheld": "Withheld", "deposited": "Deposited", "released": "Released",
              "used_for_defects": "Used for defects", "instrument_cover": "Instrument cover",
              "correction": "Correction"}
NOT_NETTED = ("Retention held from you does not count towards the retention money you hold for your "
              "subcontractors: each is trust money of a different party (CCA s 18C), so the two are never netted.")


class RetentionBalances(graphene.ObjectType):
    class Meta:
        description = "A ledger's balances in cents (CCA ss 18C-18FB), or a side's totals (each the sum of its ledgers')."

    withheld = Cents(required=True, description="Everything withheld to date.")
    deposited = Cents(required=True, description="Everything deposited in the trust account to date.")
    released = Cents(required=True, description="Everything released to the subcontractor.")
    used_for_defects = Cents(required=True, description="Everything used to remedy defects.")
    retention_money = Cents(required=True, description="Retention money held: withheld - released - used.")
    held_in_account = Cents(required=True, description="Of it, held in the trust account.")
    covered_by_instruments = Cents(required=True, description="Of the rest, covered by instruments in force.")
    shortfall = Cents(required=True, description="Retention money neither in the account nor covered.")

    @staticmethod
    def of(b):
        return RetentionBalances(withheld=b.withheld, deposited=b.deposited, released=b.released,
                                 used_for_defects=b.used, retention_money=b.retention_money,
                                 held_in_account=b.held_in_account, covered_by_instruments=b.covered,
                                 shortfall=b.shortfall)


class RetentionEntry(graphene.ObjectType):
    class Meta:
        description = "One entry of a retention ledger (append-only, hash-chained)."

    id = graphene.ID(required=True, description="The entry's global ID (a correction names it).")
    number = graphene.Int(required=True, description="Its place in the ledger: 1, 2, ...")
    kind = graphene.String(required=True, description="withheld, deposited, released, used_for_defects, "
                                                      "instrument_cover or correction.")
    kind_label = graphene.String(required=True, description="The kind in words.")
    amount = Cents(required=True, description="Cents; a correction's is signed.")
    date = graphene.Date(required=True, description="When it happened.")
    note = graphene.String(required=True, description="Its note (a correction's reason).")
    bank_ref = graphene.String(required=True, description="The bank line or payment it records, if any.")
    instrument_ref = graphene.String(required=True, description="The instrument, for a cover.")
    covers_until = graphene.Date(description="An instrument cover's expiry.")
    corrects_number = graphene.Int(description="The number of the entry a correction corrects.")
    from_schedule = graphene.Boolean(required=True, description="Written by Claimdesk from a sent payment schedule.")
    by_system = graphene.Boolean(required=True, description="Written by Claimdesk, not a person.")
    hash = graphene.String(required=True, description="Its SHA-256 (over its facts and the hash before it).")

    @staticmethod
    def of(entry, numbers: dict):
        return RetentionEntry(
            id=to_global_id("RetentionEntry", entry.id), number=entry.seq, kind=entry.kind,
            kind_label=KIND_WORDS[entry.kind], amount=entry.amount, date=entry.entry_date, note=entry.note,
            bank_ref=entry.bank_ref, instrument_ref=entry.instrument_ref, covers_until=entry.covers_until,
            corrects_number=numbers.get(entry.corrects_id) if entry.kind == CORRECTION else None,
            from_schedule=entry.schedule_id is not None, by_system=entry.created_by_user_id is None, hash=entry.hash)


class RetentionLedger(graphene.ObjectType):
    class Meta:
        description = ("The retention ledger of one contract: the payer (holder, party A) × the payee "
                       "(subcontractor, party B) × the contract, as the viewer's side sees it.")

    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    site_name = graphene.String(required=True, description="The contract's site name.")
    owner_slug = graphene.String(required=True, description="The contract's route: its owner's slug.")
    contract_slug = graphene.String(required=True, description="The contract's route: its slug.")
    holder_name = graphene.String(required=True, description="The party holding the retention money.")
    payee_name = graphene.String(required=True, description="The party it is held for.")
    we_hold = graphene.Boolean(required=True, description="The viewer's organisation holds it (else it is held "
                                                          "from the viewer's organisation).")
    balances = graphene.Field(RetentionBalances, required=True, description="Its balances.")
    warning = graphene.String(description="Money held with no trust account or instrument recorded (holder only).")
    viewer_can_record = graphene.Boolean(required=True, description="The viewer may record deposits, releases, "
                                                                    "uses, corrections and instruments.")
    entries = graphene.List(graphene.NonNull(RetentionEntry), required=True, description="Its entries, in order.")
    release_claims_out = graphene.List(
        graphene.NonNull(graphene.String), required=True,
        description="The holder's warning before recording a release by hand, one per claim out (sent, not yet "
                    "scheduled) claiming a release of retention: 'Claim N from {sub} claims this release: record it "
                    "when you schedule that claim.' A warning, not a refusal (docs/retention-ledger.md). Empty for "
                    "'Held from us'.")

    @staticmethod
    def of(view, overview):
        ledger = RetentionLedger(
            contract_id=to_global_id("Contract", view.contract_id), site_name=view.site_name,
            owner_slug=view.owner_slug, contract_slug=view.slug, holder_name=view.payer_name,
            payee_name=view.payee_name, we_hold=view.we_hold, balances=RetentionBalances.of(view.balances),
            warning=view.warning, viewer_can_record=view.can_record)
        ledger._source = (view.contract_id, overview)
        ledger._view = view
        return ledger

    def resolve_release_claims_out(root, info):
        contract_id, overview = root._source
        if not root._view.we_hold:
            return []
        if overview._claims_out is None:  # one statement for every ledger listed
            overview._claims_out = release_line.claims_out([v.contract_id for v in overview.we_hold])
        return release_line.claim_out_warnings(overview._claims_out.get(contract_id, []), root._view.payee_name)

    def resolve_entries(root, info):
        contract_id, overview = root._source
        rows = overview.entries(contract_id)
        numbers = {row.id: row.seq for row in rows}
        return [RetentionEntry.of(row, numbers) for row in rows]


class RegisteredBank(graphene.ObjectType):
    class Meta:
        description = "A New Zealand registered bank (a kept list: its source and date are on RetentionOverview)."

    key = graphene.String(required=True, description="Its key (TrustAccount.bank).")
    name = graphene.String(required=True, description="Its name.")


class TrustAccount(graphene.ObjectType):
    class Meta:
        description = "The holder's retention trust account (CCA s 18E), private to its organisation."

    bank = graphene.String(required=True, description="The bank's key.")
    bank_name = graphene.String(required=True, description="The bank's name.")
    account_name = graphene.String(required=True, description="The account's name.")
    account_number = graphene.String(required=True, description="BB-bbbb-AAAAAAA-SS[S].")
    bank_notified_on = graphene.Date(required=True, description="When the bank was told the money is held on trust.")
    attested_by_name = graphene.String(required=True, description="Who attested it holds only retention money.")
    attested_at = graphene.DateTime(required=True, description="When.")

    @staticmethod
    def of(row):
        if row is None:
            return None
        return TrustAccount(bank=row.bank, bank_name=banks.bank_name(row.bank), account_name=row.account_name,
                            account_number=row.account_number, bank_notified_on=row.bank_notified_on,
                            attested_by_name=row.attested_by_name, attested_at=row.attested_at)


class RetentionOverview(graphene.ObjectType):
    class Meta:
        description = "The Retention page: what the viewer's organisation holds and what is held from it, never netted."

    we_hold = graphene.List(graphene.NonNull(RetentionLedger), required=True,
                            description="Ledgers of retention money the organisation holds (it is the payer).")
    held_from_us = graphene.List(graphene.NonNull(RetentionLedger), required=True,
                                 description="Ledgers of retention money held from it (it is the payee); read-only.")
    we_hold_totals = graphene.Field(RetentionBalances, required=True,
                                    description="The totals of 'We hold' (each figure the sum of its ledgers').")
    held_from_us_totals = graphene.Field(RetentionBalances, required=True,
                                         description="The totals of 'Held from us' (never netted with 'We hold').")
    not_netted_reason = graphene.String(required=True, description="Why the two are never netted.")
    trust_account = graphene.Field(TrustAccount, description="The organisation's trust account; null: none recorded.")
    viewer_can_keep_account = graphene.Boolean(required=True, description="The viewer may record the trust account.")
    banks = graphene.List(graphene.NonNull(RegisteredBank), required=True, description="The registered banks.")
    banks_source = graphene.String(required=True, description="Where the list of banks comes from.")
    banks_as_of = graphene.String(required=True, description="The date of the register the list was checked "
                                                             "against (YYYY-MM-DD).")

    @staticmethod
    def of(viewer, overview):
        return RetentionOverview(
            we_hold=[RetentionLedger.of(v, overview) for v in overview.we_hold],
            held_from_us=[RetentionLedger.of(v, overview) for v in overview.held_from_us],
            we_hold_totals=RetentionBalances.of(overview.we_hold_totals),
            held_from_us_totals=RetentionBalances.of(overview.held_from_us_totals),
            not_netted_reason=NOT_NETTED, trust_account=TrustAccount.of(overview.trust_account),
            viewer_can_keep_account=policy.may_keep_account(viewer),
            banks=[RegisteredBank(key=k, name=n) for k, n in banks.BANKS.items()],
            banks_source=banks.SOURCE, banks_as_of=banks.AS_OF)
