"""The trust account's reconciliation in GraphQL (issue 38): `retentionReconciliation` (the report, its
bank lines and the entries not yet found on a statement), `retentionStatementImport` (a bank statement
CSV, or the columns to map), `retentionBankLineAllocate` and `retentionBankLineUnallocate`. Thin: the
rules live in app.retention.reconciliation and app.domain.bank_statement."""
import graphene
from graphql_relay import to_global_id

from app.domain import bank_statement
from app.graphql.core.ids import from_global_id_or_error, tenant_id_or_error, tenant_local
from app.graphql.core.inputs import plain
from app.graphql.core.mutations import ViewerMutation
from app.graphql.core.scalars import Cents
from app.graphql.core.viewer import viewer_of
from app.graphql.retention.types import KIND_WORDS
from app.retention import reconciliation as service
from app.retention.bank_models import EXPLANATIONS

STATUS_WORDS = {"matched": "Matched", "allocated": "Allocated", "interest": "Interest", "bank_fee": "Bank fee",
                "other": "Other", "unallocated": "Unallocated"}


class BankStatementFormat(graphene.ObjectType):
    class Meta:
        description = "A bank's statement export Claimdesk recognises by its header."

    key = graphene.String(required=True, description="Its key.")
    name = graphene.String(required=True, description="The bank (or the plain layout).")
    columns = graphene.List(graphene.NonNull(graphene.String), required=True,
                            description="The column names its header has.")


class RetentionBankEntry(graphene.ObjectType):
    class Meta:
        description = "A deposit, release or use for defects of a ledger the organisation holds, as the bank shows it."

    id = graphene.ID(required=True, description="The RetentionEntry's global ID.")
    number = graphene.Int(required=True, description="Its number in its ledger.")
    kind = graphene.String(required=True, description="deposited, released or used_for_defects.")
    kind_label = graphene.String(required=True, description="The kind in words.")
    amount = Cents(required=True, description="Cents as the bank shows it: a deposit positive, a release negative.")
    date = graphene.Date(required=True, description="Its date.")
    bank_ref = graphene.String(required=True, description="The bank reference recorded with it.")
    site_name = graphene.String(required=True, description="Its contract's site.")
    payee_name = graphene.String(required=True, description="The subcontractor it is held for.")

    @staticmethod
    def of(entry, amount, view):
        return RetentionBankEntry(id=to_global_id("RetentionEntry", entry.id), number=entry.seq, kind=entry.kind,
                                  kind_label=KIND_WORDS[entry.kind], amount=amount, date=entry.entry_date,
                                  bank_ref=entry.bank_ref, site_name=view.site_name if view else "",
                                  payee_name=view.payee_name if view else "")


class RetentionBankLine(graphene.ObjectType):
    class Meta:
        description = "A line of the trust account's bank statement, and what it is."

    id = graphene.ID(required=True, description="The line's global ID.")
    date = graphene.Date(required=True, description="The bank's date.")
    amount = Cents(required=True, description="Cents: money in positive, money out negative.")
    reference = graphene.String(required=True, description="The bank's reference columns, joined (as text, never "
                                                           "evaluated).")
    description = graphene.String(required=True, description="The bank's description or other party.")
    balance = Cents(description="The balance after it, when the export says.")
    status = graphene.String(required=True, description="matched (by Claimdesk), allocated (by a person), "
                                                        "interest, bank_fee, other or unallocated.")
    status_label = graphene.String(required=True, description="The status in words.")
    note = graphene.String(required=True, description="The note of an explanation.")
    entry = graphene.Field(RetentionBankEntry, description="The ledger entry it is allocated to.")
    flag = graphene.String(description="Why this withdrawal is flagged: not a release or a use for defects after "
                                       "notice.")

    @staticmethod
    def of(view, org_id: int):
        line, allocation = view.line, view.allocation
        entry = None
        if view.entry is not None:
            amount = view.entry.amount if view.entry.kind == "deposited" else -view.entry.amount
            entry = RetentionBankEntry.of(view.entry, line.amount if allocation else amount, view.ledger)
        return RetentionBankLine(id=to_global_id("RetentionBankLine", tenant_local(org_id, line.id)), date=line.line_date,
                                 amount=line.amount, reference=line.reference, description=line.description,
                                 balance=line.balance, status=view.status, status_label=STATUS_WORDS[view.status],
                                 note=allocation.note if allocation else "", entry=entry, flag=view.flag)


class RetentionBankImport(graphene.ObjectType):
    class Meta:
        description = "A bank statement file imported."

    id = graphene.ID(required=True, description="The import's global ID.")
    file_name = graphene.String(required=True, description="The file's name.")
    format_name = graphene.String(required=True, description="The export it was read as.")
    sha256 = graphene.String(required=True, description="The SHA-256 of the file.")
    line_count = graphene.Int(required=True, description="Lines in the file.")
    new_lines = graphene.Int(required=True, description="Lines not imported before.")
    closing_balance = Cents(required=True, description="The statement's last balance.")
    closing_on = graphene.Date(required=True, description="The date of its last line.")
    imported_at = graphene.DateTime(required=True, description="When it was imported.")

    @staticmethod
    def of(row, org_id: int):
        return RetentionBankImport(id=to_global_id("RetentionBankImport", tenant_local(org_id, row.id)), file_name=row.file_name,
                                   format_name=bank_statement.FORMAT_NAMES.get(row.format, row.format),
                                   sha256=row.sha256, line_count=row.line_count, new_lines=row.new_lines,
                                   closing_balance=row.closing_balance, closing_on=row.closing_on,
                                   imported_at=row.imported_at)


class RetentionReconciliation(graphene.ObjectType):
    class Meta:
        description = ("The trust account reconciled with its bank statements (CCA ss 18E, 18EA): the bank balance, "
                       "the ledgers' total, what is explained, what is unallocated and the difference.")

    has_trust_account = graphene.Boolean(required=True, description="A trust account is recorded.")
    account_label = graphene.String(description="The trust account: its number and name.")
    bank_balance = Cents(description="The latest statement's last balance; null: no statement imported.")
    balance_on = graphene.Date(description="The date of that balance.")
    ledgers_total = Cents(required=True, description="The ledgers' total held in the account.")
    interest = Cents(required=True, description="Interest lines (kept apart from retention money).")
    bank_fees = Cents(required=True, description="Lines explained as bank fees.")
    other = Cents(required=True, description="Lines explained as other.")
    unallocated_deposits = Cents(required=True, description="Money in not yet allocated or explained.")
    unallocated_withdrawals = Cents(required=True, description="Money out not yet allocated or explained (negative).")
    difference = Cents(required=True, description="The bank balance less everything above: 0 when it balances.")
    problem = graphene.String(description="Why it does not balance, with the amounts; null when it does.")
    flagged = graphene.Int(required=True, description="Withdrawals flagged.")
    lines = graphene.List(graphene.NonNull(RetentionBankLine), required=True, description="The bank lines, newest first.")
    open_entries = graphene.List(graphene.NonNull(RetentionBankEntry), required=True,
                                 description="Ledger deposits, releases and uses not yet found on a statement.")
    imports = graphene.List(graphene.NonNull(RetentionBankImport), required=True, description="Statements imported.")
    formats = graphene.List(graphene.NonNull(BankStatementFormat), required=True,
                            description="The exports recognised without mapping.")

    @staticmethod
    def of(report, org_id: int):
        account = report.account
        return RetentionReconciliation(
            has_trust_account=account is not None,
            account_label=f"{account.account_number} · {account.account_name}" if account else None,
            bank_balance=report.bank_balance, balance_on=report.balance_on, ledgers_total=report.ledgers_total,
            interest=report.interest, bank_fees=report.bank_fees, other=report.other,
            unallocated_deposits=report.unallocated_in, unallocated_withdrawals=report.unallocated_out,
            difference=report.difference, problem=report.problem, flagged=report.flagged,
            lines=[RetentionBankLine.of(v, org_id) for v in report.lines],
            open_entries=[RetentionBankEntry.of(o.entry, o.amount, o.ledger) for o in report.open_entries],
            imports=[RetentionBankImport.of(i, org_id) for i in report.imports],
            formats=formats())


def formats():
    return [BankStatementFormat(key=f.key, name=f.name, columns=sorted(f.signature)) for f in bank_statement.FORMATS]


def reconciliation_of(viewer):
    found = service.report(viewer)
    return RetentionReconciliation.of(found, viewer.org.id) if found is not None else None


class BankColumnMappingInput(graphene.InputObjectType):
    class Meta:
        description = "Which columns of a statement hold what (by their header names); kept for the next import."

    date = graphene.String(required=True, description="The date column.")
    amount = graphene.String(description="The signed amount column (or give credit and debit).")
    credit = graphene.String(description="The money-in column.")
    debit = graphene.String(description="The money-out column.")
    reference = graphene.List(graphene.NonNull(graphene.String), required=True,
                              description="The reference columns, joined in this order.")
    description = graphene.List(graphene.NonNull(graphene.String), description="The description columns.")
    balance = graphene.String(description="The balance column, if any.")


class RetentionStatementImportInput(graphene.InputObjectType):
    class Meta:
        description = "A bank statement of the trust account, exported as CSV."

    file = graphene.String(required=True, description="The file's bytes, base64 (at most 700 KB).")
    file_name = graphene.String(required=True, description="The file's name (.csv or .txt).")
    content_type = graphene.String(description="The type the browser gives it (text/csv).")
    closing_balance = Cents(description="The closing balance, when the export has no balance column.")
    mapping = graphene.Field(BankColumnMappingInput, description="The columns, for a layout not recognised.")


class RetentionStatementImportPayload(graphene.ObjectType):
    class Meta:
        description = "What the import did, or the columns to map first."

    imported = graphene.Field(RetentionBankImport, description="The import; null when the columns must be mapped.")
    new_lines = graphene.Int(required=True, description="Lines added.")
    known_lines = graphene.Int(required=True, description="Lines already imported (not added again).")
    matched = graphene.Int(required=True, description="Lines matched to ledger entries by Claimdesk.")
    columns_to_map = graphene.List(graphene.NonNull(graphene.String),
                                   description="The file's columns, when its layout is not recognised: map them.")
    reconciliation = graphene.Field(RetentionReconciliation, description="The reconciliation as it now stands.")


class RetentionStatementImport(ViewerMutation):
    class Meta:
        description = ("Import a bank statement CSV of the trust account (owners and members who can edit projects). "
                       "Lines already imported are not added again.")
        output = RetentionStatementImportPayload

    class Arguments:
        input = RetentionStatementImportInput(required=True, description="The statement.")

    @classmethod
    def perform(cls, viewer, input):
        outcome = service.import_statement(viewer, plain(input))
        return RetentionStatementImportPayload(
            imported=RetentionBankImport.of(outcome.imported, viewer.org.id) if outcome.imported else None,
            new_lines=outcome.new_lines, known_lines=outcome.known_lines, matched=outcome.matched,
            columns_to_map=outcome.needs_mapping.columns if outcome.needs_mapping else None,
            reconciliation=reconciliation_of(viewer))


class RetentionBankLineAllocateInput(graphene.InputObjectType):
    class Meta:
        description = "Allocate a bank line to a ledger entry, or explain it."

    line_id = graphene.ID(required=True, description="The RetentionBankLine.")
    entry_id = graphene.ID(description="The RetentionEntry it is (same amount and direction).")
    explanation = graphene.String(description=f"Or what it is: {', '.join(EXPLANATIONS)}.")
    note = graphene.String(description="A note (required for other).")


class RetentionReconciliationPayload(graphene.ObjectType):
    class Meta:
        description = "The reconciliation as it now stands."

    reconciliation = graphene.Field(RetentionReconciliation, description="The reconciliation.")


def _line_id(value, viewer) -> int:
    # A bank line is a row of the organisation's own schema: its ID carries the organisation (as a pay
    # cycle's does), so two organisations' line 1 are never one node in a browser's store.
    return tenant_id_or_error(value, "RetentionBankLine", viewer.org.id, service.LINE_NOT_FOUND)


class RetentionBankLineAllocate(ViewerMutation):
    class Meta:
        description = "Allocate a bank line to a ledger entry or explain it (owners and members who can edit projects)."
        output = RetentionReconciliationPayload

    class Arguments:
        input = RetentionBankLineAllocateInput(required=True, description="The allocation.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        line_id = _line_id(data.pop("line_id"), viewer)
        if data.get("entry_id") is not None:
            data["entry_id"] = from_global_id_or_error(data["entry_id"], "RetentionEntry", service.ENTRY_NOT_FOUND)
        service.allocate(viewer, line_id, data)
        return RetentionReconciliationPayload(reconciliation=reconciliation_of(viewer))


class RetentionBankLineUnallocateInput(graphene.InputObjectType):
    class Meta:
        description = "Undo a bank line's allocation or explanation."

    line_id = graphene.ID(required=True, description="The RetentionBankLine.")


class RetentionBankLineUnallocate(ViewerMutation):
    class Meta:
        description = "Undo a bank line's allocation (owners and members who can edit projects)."
        output = RetentionReconciliationPayload

    class Arguments:
        input = RetentionBankLineUnallocateInput(required=True, description="The line.")

    @classmethod
    def perform(cls, viewer, input):
        service.unallocate(viewer, _line_id(input.line_id, viewer))
        return RetentionReconciliationPayload(reconciliation=reconciliation_of(viewer))


class ReconciliationQuery(graphene.ObjectType):
    retention_reconciliation = graphene.Field(RetentionReconciliation, description=(
        "The trust account's reconciliation with its bank statements; null when signed out or for a viewer who may "
        "not keep the trust account."))

    def resolve_retention_reconciliation(root, info):
        viewer = viewer_of(info, required=False)
        return reconciliation_of(viewer) if viewer is not None else None


class ReconciliationMutation(graphene.ObjectType):
    retention_statement_import = RetentionStatementImport.Field(description="Import a trust account bank statement.")
    retention_bank_line_allocate = RetentionBankLineAllocate.Field(description="Allocate or explain a bank line.")
    retention_bank_line_unallocate = RetentionBankLineUnallocate.Field(description="Undo a bank line's allocation.")
