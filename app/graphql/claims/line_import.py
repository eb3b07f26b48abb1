"""Lines imported into a draft claim from a CSV file or a pasted block: `claimLinesImportPreview`
(writes nothing) and `claimLinesImport` (all rows or none). The rules are app.claims.line_import."""
import graphene

from app.claims import line_import
from app.graphql.claims.enums import LineType
from app.graphql.claims.types import Claim, ClaimView
from app.graphql.contracts.projects import CsvProblem, csv_data, csv_problems
from app.graphql.core.ids import contract_id_of
from app.graphql.core.inputs import plain
from app.graphql.core.mutations import ViewerMutation
from app.graphql.core.scalars import BigInt, Cents
from app.graphql.core.viewer import viewer_of

_CSV = "Pasted text (tab- or comma-separated, header row first); or `file`."
_FILE = "The file's bytes, base64 (UTF-8 with or without BOM, UTF-16 or Windows-1252); or `csv`."


class ImportLine(graphene.ObjectType):
    class Meta:
        description = "A line an import adds to the draft."

    row = graphene.Int(required=True, description="Its row in the file (the header is row 1).")
    name = graphene.String(required=True, description="The line's own name.")
    group = graphene.List(graphene.NonNull(graphene.String), required=True,
                          description="Parent group names, outermost first.")
    type = graphene.Field(LineType, required=True, description="The line type.")
    qty_milli = BigInt(required=True, description="The contract quantity in thousandths.")
    unit_price = graphene.Field(Cents, required=True, description="The rate (a lump sum's: its value), in cents.")
    total_price = graphene.Field(Cents, required=True, description="The contract value, in cents.")
    reference = graphene.String(required=True, description="Reference, or empty.")


class LinesImport(graphene.ObjectType):
    class Meta:
        description = "What an import adds (every line), or every problem that refuses it (no lines)."

    lines = graphene.List(graphene.NonNull(ImportLine), required=True, description="The lines, in file order.")
    problems = graphene.List(graphene.NonNull(CsvProblem), required=True, description="Every problem found.")
    message = graphene.String(description="A summary when refused: nothing is imported.")
    total_price = graphene.Field(Cents, required=True, description="The lines' contract value, in cents.")


def lines_import(preview: line_import.Preview) -> LinesImport:
    return LinesImport(
        lines=[ImportLine(row=l.row, name=l.name, group=list(l.group), type=l.type, qty_milli=l.qty_milli,
                          unit_price=l.unit_price, total_price=l.total_price, reference=l.reference)
               for l in preview.lines],
        problems=csv_problems(preview.problems),
        message=preview.message, total_price=preview.total_price)


class ClaimLinesImportInput(graphene.InputObjectType):
    class Meta:
        description = "Lines to add to a draft claim: a file or a pasted block."

    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    number = graphene.Int(required=True, description="The draft claim's number.")
    csv = graphene.String(description=_CSV)
    file = graphene.String(description=_FILE)


class ClaimLinesImportPayload(graphene.ObjectType):
    class Meta:
        description = "The import: its lines (written) or its problems (nothing written)."

    result = graphene.Field(LinesImport, required=True, description="The lines added, or the problems.")
    ledger_rev = graphene.String(description="The new ledgerRev; null when nothing was written.")
    claim = graphene.Field(Claim, required=True, description="The draft claim.")


class ClaimLinesImport(ViewerMutation):
    class Meta:
        description = ("Add lines to the draft claim from a CSV file or a block pasted from a spreadsheet "
                       "(columns name, type, qty, unitPrice, amountExcl, reference), all in one transaction: with "
                       "any problem nothing is written and the payload lists every one (row and column).")
        output = ClaimLinesImportPayload

    class Arguments:
        input = ClaimLinesImportInput(required=True, description="The claim and the lines.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        result = line_import.import_lines(viewer, contract_id_of(data["contract_id"]), data["number"],
                                           csv_data(data.get("csv"), data.get("file")))
        return ClaimLinesImportPayload(
            result=lines_import(result.preview), claim=ClaimView(result.found, result.claim),
            ledger_rev=None if result.ledger_rev is None else str(result.ledger_rev))


class LineImportQuery(graphene.ObjectType):
    claim_lines_import_preview = graphene.Field(
        LinesImport, required=True,
        contract_id=graphene.ID(required=True, description="The contract's global ID."),
        number=graphene.Int(required=True, description="The draft claim's number."),
        csv=graphene.String(description=_CSV), file=graphene.String(description=_FILE),
        description="What `claimLinesImport` would add to the draft claim (or refuse), without writing anything "
                    "(the supplier side with SupplierDraft).",
    )

    def resolve_claim_lines_import_preview(root, info, contract_id, number, csv=None, file=None):
        viewer = viewer_of(info)
        return lines_import(line_import.preview(viewer, contract_id_of(contract_id), number, csv_data(csv, file)))
