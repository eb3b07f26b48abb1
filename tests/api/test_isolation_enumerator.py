"""Every field that takes an id, tried with another organisation's ids that exist.

The rule (applied to the schema as the server answers introspection, so it follows the schema,
not the Python modules): a field of any object type (Query, Mutation, Contract, Ledger, ...) is
*id-taking* when one of its arguments, or a field of an input object argument (recursively), is
of type ID (or a list of it), or is named `id`, `ids`, `slug`, `owner`, `contract`, `number`,
`email` or `emails`, or ends in `Id` or `Ids` (userId, uploadId, memberId, contactId, payCycleId,
issueId, deleteIds, ...).

Every id-taking field needs an entry in CASES; a new one without fails
`test_every_id_taking_field_has_a_case` by name. Each call of a case runs as an outsider (the
owner of an organisation that is no party) or as an insider (a Viewer of the victim supplier,
lacking edit, pay-cycle and workspace permissions), and must be:
- refused or not found (an error, or nothing but nulls and empty lists), unless it may rightly
  succeed (`may_succeed`: it names the caller's own things, an email, or an organisation it invites);
- the answer for an id that exists nowhere, where `missing` gives one (no existence oracle);
- free of the victim's data: no marker string of the victim's names, site, file and line names,
  GST number, emails or slugs anywhere in an outsider's answer (unless the caller sent it);
- without effect: both parties' own view (contract, ledger, claims, members, contacts, pay
  cycles, projects, invitations) is the same afterwards (but for `may_change`: an invitation may
  appear), and no new email went to the victim's people (but for `mails_victims`: an invitation's
  email).
The table may hold fields the rule does not find (recipientSearch looks accounts up by email);
a table key the schema no longer has fails its own cases.

A known finding still open is marked xfail(strict) (`Call.xfail`): remove the mark when its fix lands.
"""
import base64
import json
import re
import uuid
from dataclasses import dataclass
from typing import Callable

import pytest
from graphql_relay import to_global_id
from graphql import (GraphQLInputObjectType, GraphQLInterfaceType, GraphQLObjectType, build_client_schema,
                     get_introspection_query, get_named_type)

from tests.api.factories import Project
from tests.api.factories import module_workspace  # noqa: F401  (fixtures)
from tests.api.isolation_world import build_world, missing_like
from tests.conftest import outbox

ID_NAMES = re.compile(r"^(id|ids|slug|owner|contract|number|email|emails)$|(Id|Ids)$")
MISSING_CONTRACT = to_global_id("Contract", 987654321)
NOWHERE = "nobody-" + uuid.uuid4().hex[:10] + "@example.com"

SITE = {"line1": "1 Probe Street", "city": "Auckland", "postcode": "1010"}


@dataclass(frozen=True)
class Call:
    label: str
    query: str
    variables: Callable
    missing: Callable | None = None  # the same call naming ids that exist nowhere: the same answer
    actor: str = "outsider"
    may_succeed: bool = False  # names only the caller's own things (or a free email): no leak, no change
    mails_victims: bool = False  # may email the victim's people (an invitation to the caller's workspace)
    may_change: tuple = ()  # parts of the victim's view it may change (an invitation appears among its projects)
    echoed: Callable | None = None  # (the real call's, the missing call's) text that an answer may repeat
    xfail: str | None = None


def mutation(name: str, input_type: str, selection: str) -> str:
    return f"mutation($input: {input_type}!) {{ {name}(input: $input) {{ {selection} }} }}"


ROLLUP = ("query($id: ID!, $n: Int!, $claims: [RollupClaimRef!]!) { claimRollup(contractId: $id, number: $n) { "
          "subClaims { subName siteName lines { name } } headLines { name } "
          "preview(claims: $claims) { problems { message } lines { headLineName sources { subName subLineName } } } } }")
ROLLUP_MAP = mutation("claimRollupMap", "ClaimRollupMapInput", "added rollup { subClaims { subName } }")
ROLLUP_APPLY = mutation("claimRollupApply", "ClaimRollupApplyInput", "added rollup { subClaims { subName } }")
ROLLUP_REMOVE = mutation("claimRollupRemove", "ClaimRollupRemoveInput", "removed rollup { subClaims { subName } }")
CUTOFFS = "query($id: ID!) { subcontractCutoffs(contractId: $id) { subContractId claimsDueDay } }"
CUTOFF_SET = mutation("subcontractClaimsDueDaySet", "SubcontractClaimsDueDaySetInput", "subContractId claimsDueDay")
CLAIM_OUT = "claim { id number title status latest { title poNumber files { filename } lines { entry { name } } } }"
CONTRACT_OUT = ("contract { id slug siteName site { line1 } customer { name entityName address gstNumber } "
                "supplier { name entityName address gstNumber } members { id user { id name email } } "
                "contractOrgs { organisation { name slug } } paycycle { id name } }")
NODE = ("query($id: ID!) { node(id: $id) { __typename id ... on Contract { siteName } ... on Claim { title } "
        "... on PayCycle { name } ... on Contact { name entityName gstNumber } ... on Member { name email } "
        "... on Organisation { name slug } ... on Account { name email } } }")
CONTRACT_CLAIM = ("query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) { id title "
                  "latest { files { filename } lines { entry { name } } } } } } }")
SLUG_CLAIM = ("query($owner: String!, $slug: String!) { contract(owner: $owner, slug: $slug) { siteName "
              "claim(number: 1) { id title } } }")
LEDGER_ENTRIES = ("query($id: ID!, $n: Int) { node(id: $id) { ... on Contract { ledger { entries(number: $n) "
                  "{ name amount } } } } }")
BY_SLUG = "query($owner: String!, $slug: String!) { contract(owner: $owner, slug: $slug) { id siteName } }"
INVITATION = ("query($owner: String!, $slug: String!) { contractInvitation(owner: $owner, slug: $slug) "
              "{ contractId siteName inviterName relation viewerCanAnswer } }")
USER_BY_EMAIL = "query($e: String!) { userByEmail(email: $e) { email name accountId isNew contacts { name } } }"
RECIPIENTS = "query($t: String!) { recipientSearch(text: $t) { email name accountId isNew contacts { name } } }"

LEDGER_UPDATE = mutation("ledgerUpdate", "LedgerUpdateInput", "ledgerRev ledger { entries { name } }")
SCHEDULE_OF_VALUES = mutation("scheduleOfValuesUpdate", "ScheduleOfValuesUpdateInput",
                              "contract { id siteName scheduleOfValues { itemId name } }")
CLAIM_PATCH = mutation("claimPatch", "ClaimPatchInput", CLAIM_OUT)
LINES_IMPORT = mutation("claimLinesImport", "ClaimLinesImportInput",
                        "ledgerRev result { lines { name } problems { reason } } " + CLAIM_OUT)
LINES_PREVIEW = ("query($id: ID!, $n: Int!, $csv: String) { claimLinesImportPreview(contractId: $id, number: $n, "
                 "csv: $csv) { lines { name } problems { reason } totalPrice } }")
CONTRACT_CREATE = mutation("contractCreate", "ContractCreateInput", CONTRACT_OUT)
MEMBERS_UPDATE = mutation("contractMembersUpdate", "ContractMembersUpdateInput", CONTRACT_OUT)
PAY_CYCLE_SET = mutation("contractPayCycleSet", "ContractPayCycleSetInput", CONTRACT_OUT)
BUSINESS = mutation("organisationBusinessUpdate", "OrganisationBusinessUpdateInput",
                    "contact { id name entityName logoUrl }")
CLAIM_REF = {name: mutation(name, input_type, selection) for name, input_type, selection in [
    ("claimCreate", "ClaimCreateInput", CLAIM_OUT),
    ("claimSubmit", "ClaimSubmitInput", CLAIM_OUT),
    ("claimSend", "ClaimRefInput", CLAIM_OUT),
    ("claimResend", "ClaimResendInput", "sentCount " + CLAIM_OUT),
    ("claimChangeToDraft", "ClaimRefInput", CLAIM_OUT),
    ("claimDeleteDraft", "ClaimRefInput", "didDeleteClaim " + CLAIM_OUT),
    ("claimDelete", "ClaimRefInput", CLAIM_OUT),
    ("claimMarkPaid", "ClaimMarkPaidInput", CLAIM_OUT),
    ("claimSetPaying", "ClaimSetPayingInput", CLAIM_OUT),
    ("claimPaymentRecord", "ClaimPaymentRecordInput", CLAIM_OUT),
    ("claimMarkRead", "ClaimMarkReadInput", CLAIM_OUT),
]}
CLAIM_EXTRA = {"claimMarkPaid": {"isPaid": True}, "claimSetPaying": {"isPaying": True},
               "claimPaymentRecord": {"paidOn": "2026-01-15", "amount": 100},
               "claimMarkRead": {"isRead": False}, "claimResend": {"requestKey": "enum"}}
CLAIM_NUMBER = {"claimCreate": None, "claimSubmit": 2, "claimDeleteDraft": 2}
CONTRACT_REF = {name: mutation(name, input_type, CONTRACT_OUT) for name, input_type in [
    ("contractUpdate", "ContractUpdateInput"), ("contractArchive", "ContractIdInput"),
    ("contractRestore", "ContractIdInput")]}
ANSWER = {"contractInvitationAccept": mutation("contractInvitationAccept", "ContractIdInput", CONTRACT_OUT),
          "contractInvitationDecline": mutation("contractInvitationDecline", "ContractIdInput", "contractId")}
CONTRACT_EXTRA = {"contractUpdate": {"siteName": "Taken over"}}
ORG_CALLS = {
    "organisationNameUpdate": mutation("organisationNameUpdate", "OrganisationNameUpdateInput",
                                       "organisation { id name slug }"),
    "memberUpdate": mutation("memberUpdate", "MemberUpdateInput", "member { id name email permissions }"),
    "memberRemove": mutation("memberRemove", "MemberRemoveInput", "removedUserId removedMemberId"),
    "contactUpdate": mutation("contactUpdate", "ContactUpdateInput", "contact { id name entityName gstNumber }"),
    "membersInvite": mutation("membersInvite", "MembersInviteInput", "members { id name email invitePending }"),
    "payCycleDelete": mutation("payCycleDelete", "PayCycleDeleteInput", "deletedId"),
}


def inp(**fields) -> Callable:
    """Variables {"input": ...} whose values may be functions of the world."""
    return lambda w: {"input": {k: (v(w) if callable(v) else v) for k, v in fields.items()}}


def victim(key):
    return lambda w: w.ids[key]


def drop_victim_member(w) -> list[dict]:
    return [{"id": w.ids["contract_member"], "isDeleted": True}]


def own_ledger_rev(w) -> str:
    return Project(w.attacker, None, {"id": w.mine["contract"]}).ledger(w.attacker)["ledgerRev"]


def victim_ledger_rev(w) -> str:
    return w.project.ledger()["ledgerRev"]


def node_calls() -> list[Call]:
    kinds = {"Contract": "contract", "Claim": "claim1", "ClaimRevision": "rev1", "DraftClaim": "claim2",
             "DraftRevision": "rev2", "Contact": "contact", "DefaultContact": "default_contact", "Member": "member",
             "InvitedMember": "invited_member", "Organisation": "org", "CustomerOrganisation": "customer_org",
             "Account": "account", "ActivityEntry": "activity"}
    calls = [Call(label, NODE, lambda w, k=key: {"id": w.ids[k]}, lambda w, k=key: {"id": missing_like(w.ids[k])})
             for label, key in kinds.items()]
    calls.append(Call("PayCycle", NODE, lambda w: {"id": w.ids["paycycle"]},
                      lambda w: {"id": missing_like(w.ids["paycycle"])}))
    calls.append(Call("PayCycle", NODE, lambda w: {"id": w.ids["paycycle"]}, actor="insider"))
    return calls


def claim_calls(name: str) -> list[Call]:
    number = CLAIM_NUMBER.get(name, 1)
    ref = {"contractId": victim("contract"), **({"number": number} if number else {}), **CLAIM_EXTRA.get(name, {})}
    missing = {**ref, "contractId": MISSING_CONTRACT}
    calls = [Call("victim claim", CLAIM_REF[name], inp(**ref), inp(**missing))]
    if name != "claimMarkRead":  # reading is what a viewer may do
        calls.append(Call("victim claim", CLAIM_REF[name], inp(**ref), actor="insider"))
    return calls


PAYMENT_RECORD = mutation("claimPaymentRecord", "ClaimPaymentRecordInput", CLAIM_OUT)
ACCESS_LINK_REVOKE = mutation("accessLinkRevoke", "AccessLinkRevokeInput", "accessLink { id revokedAt }")
COMMENT_ADD = mutation("commentAdd", "CommentAddInput", "comment { id body itemName files { filename } }")
SCHEDULE_UPDATE = mutation("paymentScheduleUpdate", "PaymentScheduleUpdateInput", "claim { id number schedule { notes } }")
SCHEDULE_SEND = mutation("paymentScheduleSend", "ClaimRefInput", "claim { id number schedule { notes } }")
SCHEDULE_VIEWED = mutation("paymentScheduleMarkViewed", "ClaimRefInput", "claim { id number schedule { notes } }")
SCHEDULE_DRAFT = {"number": 1, "claimRev": 1, "version": 1, "isTaxInvoice": True, "lines": [], "adjustExcl": 0,
                  "adjustTax": 0, "scheduleExcl": 400_000, "scheduleTax": 60_000, "notes": ["Taken over"],
                  "reference": ""}


ISSUE = ("query($id: ID!) { issue(id: $id) { id title body files { id filename url } "
         "variations { id estimate { total } } } }")
CONTRACT_VARIATIONS = "query($id: ID!) { contractVariations(contractId: $id) { id estimate { total lines { name } } } }"
VARIATION_OUT = "variation { id estimate { total lines { name } } comments { body } }"
REGISTER = ("query($id: ID) { variationRegister(projectId: $id) { id issue { title } estimate { total } "
            "contract { siteName } } }")
REGISTER_VERSION = "query($id: ID) { variationRegisterVersion(projectId: $id) }"
ISSUE_CREATE = mutation("issueCreate", "IssueCreateInput", "issue { id title variations { id } }")
ISSUE_EMAIL = mutation("issueEmailSend", "VariationRefInput", "sentCount variation { id }")
VARIATION_CALLS = {
    "variationEstimateSave": (mutation("variationEstimateSave", "VariationEstimateSaveInput", VARIATION_OUT),
                              {"estimate": {"lines": [{"name": "Taken over", "qtyMilli": 1000, "unitPrice": 1}],
                                            "scheduleImpactDays": 0}}),
    "variationCustomerApprovalSet": (mutation("variationCustomerApprovalSet", "VariationApprovalInput", VARIATION_OUT),
                                     {"status": "Approved", "message": None}),
    "variationSupplierApprovalSet": (mutation("variationSupplierApprovalSet", "VariationApprovalInput", VARIATION_OUT),
                                     {"status": "Approved", "message": None}),
    "variationCommentAdd": (mutation("variationCommentAdd", "VariationCommentAddInput",
                                     "comment { commentId body } variation { commentsCount }"),
                            {"commentId": "probe", "body": "Hi"}),
}
ADJUDICATION_OUT = ("notice { number status dispute claimantName respondentName items { label } copies { email } "
                    "events { adjudicator } }")
ADJUDICATION_NOTICES = "query($id: ID!) { adjudicationNotices(contractId: $id) { number dispute items { label } } }"
ADJUDICATION_PREPARE = mutation("adjudicationNoticePrepare", "AdjudicationNoticePrepareInput", ADJUDICATION_OUT)
ADJUDICATION_SERVE = mutation("adjudicationNoticeServe", "AdjudicationNoticeRefInput", f"sentCount {ADJUDICATION_OUT}")
ADJUDICATION_RECORD = mutation("adjudicationStepRecord", "AdjudicationStepRecordInput", ADJUDICATION_OUT)
ADJUDICATION_BUNDLE = mutation("adjudicationBundlePrepare", "AdjudicationBundlePrepareInput",
                               "bundle { bundleId status documents { title } }")
ADJUDICATION_BUNDLE_READ = ("query($c: ID!, $id: Int!) { adjudicationBundle(contractId: $c, id: $id) "
                            "{ bundleId status downloadUrl documents { title } } }")
ADJUDICATION_STEP = {"number": 1, "kind": "accepted", "on": "2026-12-01", "adjudicator": "Probe"}
DETERMINATION_PAY = mutation("determinationPaymentRecord", "DeterminationPaymentRecordInput", ADJUDICATION_OUT)
DETERMINATION_PAYMENT = {"number": 1, "paidOn": "2026-12-01", "amount": 100}
ADJUDICATION_HAND = mutation("adjudicationNoticeRecordService", "AdjudicationServiceInput", ADJUDICATION_OUT)
ADJUDICATION_OWNER_SERVED = mutation("adjudicationOwnerRecordService", "AdjudicationServiceInput", ADJUDICATION_OUT)
ADJUDICATION_SERVICE = {"number": 1, "manner": "POST", "servedOn": "2026-01-05", "servedTo": "Probe"}
RESIDENTIAL = ("mutation($input: ResidentialOccupierSetInput!) { contractResidentialOccupierSet(input: $input) "
               "{ residentialOccupier } }")
CONNECTION_OUT = "connection { id status remoteId remoteName remotes { id name } }"
CONNECTION_DISCONNECT = mutation("connectionDisconnect", "ConnectionDisconnectInput", CONNECTION_OUT)
CONNECTION_SELECT = mutation("connectionSelectRemote", "ConnectionSelectRemoteInput", CONNECTION_OUT)
CONNECTION_RETENTION = mutation("connectionRetentionAccountsSet", "ConnectionRetentionAccountsSetInput",
                                CONNECTION_OUT)
PARTY_REMOVE = mutation("contractPartyRemove", "ContractIdInput", "contract { id siteName }")
TERMS_UPDATE = mutation("contractTermsUpdate", "ContractTermsUpdateInput", CONTRACT_OUT)
TERMS = {"claimDay": 25, "scheduleWorkingDays": 10, "dueKind": "DayOfFollowingMonth", "dueValue": 20}
RETENTION_UPDATE = mutation("contractRetentionUpdate", "ContractRetentionUpdateInput", CONTRACT_OUT)
RETENTION = {"enteredOn": "2024-02-01", "residentialOccupier": False, "optedIn": False,
             "stages": [{"label": "Practical completion", "share": 10000, "trigger": "OnEvent"}]}
RECEIVED_CLAIM = mutation("receivedClaimRecord", "ReceivedClaimRecordInput", "claim { id number recordedFrom }")
RECEIVED_SCHEDULE = mutation("receivedScheduleRecord", "ReceivedScheduleRecordInput",
                             "claim { id number scheduleRecordedFrom }")
# Every field valid but the file, which names nothing: only the contract differs between the two calls.
RECEIVED_CORRECT = mutation("receivedClaimCorrect", "ReceivedClaimCorrectInput", "claim { id number recordedFrom }")
RECEIVED_DELETE = mutation("receivedClaimDelete", "ReceivedClaimRefInput", "claim { id number status }")
RECEIVED_CORRECT_FIELDS = {"number": 1, "servedOn": "2026-11-02", "manner": "email", "claimed": 115_000,
                           "dueDate": "2026-12-20"}
RECEIVED_CLAIM_FIELDS = {"file": {"id": "no-such-upload", "filename": "x.pdf"}, "servedOn": "2026-11-02",
                         "manner": "email", "claimed": 115_000, "dueDate": "2026-12-20"}
RECEIVED_SCHEDULE_FIELDS = {"number": 1, "file": {"id": "no-such-upload", "filename": "x.pdf"},
                            "receivedOn": "2026-11-02", "manner": "email", "scheduled": 100_000,
                            "paymentDate": "2026-12-20"}


def variation_calls(name: str) -> list[Call]:
    query, extra = VARIATION_CALLS[name]
    ref = {"issueId": victim("issue"), "contractId": victim("contract"), **extra}
    missing = {**ref, "issueId": lambda w: missing_like(w.ids["issue"])}
    calls = [Call("victim variation", query, inp(**ref), inp(**missing)),
             Call("victim issue on own contract", query, inp(**{**ref, "contractId": lambda w: w.mine["contract"]}),
                  inp(**{**missing, "contractId": lambda w: w.mine["contract"]}))]
    if name != "variationCommentAdd":  # a Viewer may comment, as on a claim
        calls.append(Call("victim variation", query, inp(**ref), actor="insider"))
    else:  # the victim's uploads (one unused, one a file of its comment) as files of the attacker's own comment
        own = {"issueId": lambda w: w.mine["issue"], "contractId": lambda w: w.mine["variation_contract"],
               "commentId": lambda w: uuid.uuid4().hex}
        calls += [Call(f"victim {key} on own variation", query,
                       inp(**own, files=lambda w, key=key: [{"id": w.ids[key], "filename": "x.pdf"}]),
                       inp(**own, files=[{"id": "no-such-upload", "filename": "x.pdf"}]))
                  for key in ("upload_spare", "comment_upload")]
    return calls


def connection_calls(query: str, **extra) -> list[Call]:
    return [Call("victim connection", query, inp(connectionId=victim("connection"), **extra),
                 inp(connectionId=lambda w: missing_like(w.ids["connection"]), **extra)),
            Call("victim connection", query, inp(connectionId=victim("connection"), **extra), actor="insider")]


def schedule_calls(query: str, fields: dict) -> list[Call]:
    return [Call("victim claim", query, inp(contractId=victim("contract"), **fields),
                 inp(contractId=MISSING_CONTRACT, **fields)),
            Call("victim claim", query, inp(contractId=victim("contract"), **fields), actor="insider")]


# The remedies of an unpaid payee (issue 39): each on the victim's claim, as an outsider and as an insider.
ENFORCEMENT_OUT = "claim { id number enforcement { reasons notice { servedTo } suspensions { scope } } }"
ENFORCEMENT_CALLS = {
    "suspensionNoticeGenerate": ("SuspensionNoticeInput", {}),
    "suspensionNoticeServeByEmail": ("SuspensionNoticeInput", {}),
    "suspensionNoticeRecordService": ("SuspensionNoticeServiceInput",
                                      {"manner": "POST", "servedOn": "2026-03-31", "servedTo": "Taken over"}),
    "workSuspend": ("WorkSuspendInput", {"suspendedOn": "2026-03-31", "scope": "Taken over"}),
    "workResume": ("WorkResumeInput", {"resumedOn": "2026-03-31"}),
}
SERVICE_TERMS = mutation("contractServiceTermsSet", "ServiceTermsSetInput",
                         "terms { emailServiceAgreed clause } " + ENFORCEMENT_OUT)
SERVICE_TERMS_INPUT = {"emailServiceAgreed": True, "basis": "clause", "clause": "Taken over", "number": 1}


RETENTION_OUT = "ledger { contractId siteName payeeName balances { retentionMoney } entries { note amount } }"
RETENTION_ENTRY = mutation("retentionEntryRecord", "RetentionEntryRecordInput", RETENTION_OUT)
RETENTION_INSTRUMENT = mutation("retentionInstrumentRecord", "RetentionInstrumentRecordInput", RETENTION_OUT)
DEPOSIT = {"kind": "deposited", "amount": 1, "date": "2026-04-21", "bankRef": "Taken over"}
BOND = {"kind": "bond", "provider": "Taken over", "amount": 1, "startsOn": "2026-04-21", "expiresOn": "2099-01-01"}
CORRECTION = {"kind": "correction", "amount": -1, "date": "2026-04-21", "note": "Taken over"}
RETENTION_STATEMENT = mutation("retentionStatementServe", "RetentionStatementServeInput",
                               "report { number csv pdfUrl copies { email } } ledger { siteName payeeName "
                               "reports { csv } }")
# The inspection pack (issue 38, s 18FC): served from the victim's contract, as an outsider and as the insider.
INSPECTION_PACK = mutation("retentionInspectionPackServe", "RetentionInspectionPackServeInput",
                           "report { number csv pdfUrl copies { email } } request { number answerNote }")


def retention_calls(query: str, fields: dict) -> list[Call]:
    return [Call("victim contract", query, inp(contractId=victim("contract"), **fields),
                 inp(contractId=MISSING_CONTRACT, **fields)),
            Call("victim contract", query, inp(contractId=victim("contract"), **fields), actor="insider")]


# Bank reconciliation (issue 38): the attacker's own bank line (in its own schema), allocated to the
# victim's retention entry, is 'Retention entry not found' like an entry that exists nowhere.
BANK_OUT = "reconciliation { ledgersTotal lines { reference entry { siteName payeeName } } openEntries { siteName } }"
BANK_ALLOCATE = mutation("retentionBankLineAllocate", "RetentionBankLineAllocateInput", BANK_OUT)
BANK_UNALLOCATE = mutation("retentionBankLineUnallocate", "RetentionBankLineUnallocateInput", BANK_OUT)


def own_bank_line(w) -> str:
    """The attacker's trust account and a statement line of $500.00 (the victim's entry's amount), once."""
    if "bank_line" not in w.mine:
        w.attacker.ok("mutation($input: RetentionTrustAccountSaveInput!) { retentionTrustAccountSave(input: $input) "
                      "{ trustAccount { accountNumber } } }",
                      {"input": {"bank": "anz", "accountName": "Attacker Trust", "accountNumber": "01-0902-0068389-00",
                                 "bankNotifiedOn": "2026-04-01", "attest": True}})
        data = w.attacker.ok(
            "mutation($input: RetentionStatementImportInput!) { retentionStatementImport(input: $input) "
            "{ reconciliation { lines { id } } } }",
            {"input": {"file": base64.b64encode(b"Date,Amount,Reference,Balance\n20/04/2026,500.00,X,500.00\n")
                       .decode(), "fileName": "s.csv", "contentType": "text/csv"}})
        w.mine["bank_line"] = data["retentionStatementImport"]["reconciliation"]["lines"][0]["id"]
    return w.mine["bank_line"]


# The notice before use for defects (issue 38): the victim's contract as an outsider, and as an insider of the
# victim supplier (party B reads its served notices; it makes, serves and uses none).
RETENTION_DEFECTS = ("query($id: ID!) { retentionDefects(contractId: $id) { notices { number defect payeeName } "
                     "clause viewerCanRecord } }")
# A due release claimed through the claim flow (issue 38): a line on the victim contract's draft claim.
RELEASE_CLAIM = mutation("retentionReleaseClaim", "RetentionReleaseClaimInput", "claimNumber lineName amount")
# One ledger with its entries (the correction dialog): the victim's contract as an outsider.
RETENTION_LEDGER = ("query($id: ID!) { retentionLedger(contractId: $id) { siteName payeeName "
                    "entries { note amount } } }")
DEFECT_NOTICE_OUT = "notice { number defect holderName payeeName servedTo }"
DEFECT_NOTICE_MAKE = mutation("retentionDefectNoticeMake", "RetentionDefectNoticeMakeInput", DEFECT_NOTICE_OUT)
DEFECT_NOTICE_SERVE = mutation("retentionDefectNoticeServe", "RetentionDefectNoticeRefInput", DEFECT_NOTICE_OUT)
DEFECT_NOTICE_SERVICE = mutation("retentionDefectNoticeRecordService", "RetentionDefectServiceInput",
                                 DEFECT_NOTICE_OUT)
DEFECT_USE = mutation("retentionDefectUseRecord", "RetentionDefectUseInput", RETENTION_OUT)

# Requests to inspect the retention records (issue 38, s 18FC): the victim supplier's contract, as an outsider and
# as the victim's insider (a Viewer: it neither asks, lacking Edit, nor answers, not holding the money).
INSPECTION_OUT = "request { number message siteName holderName payeeName requesterName }"
INSPECTION_REQUEST = mutation("retentionInspectionRequest", "RetentionInspectionRequestInput", INSPECTION_OUT)
INSPECTION_ANSWER = mutation("retentionInspectionAnswer", "RetentionInspectionAnswerInput", INSPECTION_OUT)


# The compliance certificate (issue 38): the victim's customer (the holder) prepares one in its own schema; its id
# is not found by an outsider (like an id that exists nowhere) and refused to an insider of the victim supplier.
CERTIFICATE_OUT = "certificate { quarterEnd checks { result evidence { label value } } }"
CERTIFICATE_EXPLAIN = mutation("retentionCertificateExplain", "RetentionCertificateExplainInput", CERTIFICATE_OUT)
CERTIFICATE_SIGN = mutation("retentionCertificateSign", "RetentionCertificateSignInput", CERTIFICATE_OUT)
MISSING_CERTIFICATE = to_global_id("RetentionCertificate", 987654321)


def victim_certificate(w) -> str:
    if "certificate" not in w.mine:
        w.mine["certificate"] = w.customer.ok(
            "mutation($input: RetentionCertificatePrepareInput!) { retentionCertificatePrepare(input: $input) "
            "{ certificate { id } } }", {"input": {"quarterEnd": "2026-09-30"}}
        )["retentionCertificatePrepare"]["certificate"]["id"]
    return w.mine["certificate"]


def certificate_calls(query: str, **fields) -> list[Call]:
    return [Call("victim certificate", query, inp(certificateId=victim_certificate, **fields),
                 inp(certificateId=MISSING_CERTIFICATE, **fields)),
            Call("victim certificate", query, inp(certificateId=victim_certificate, **fields), actor="insider")]


# One retention report (issue 38): either party to its ledger reads it; an outsider finds it as one that exists
# nowhere; the victim supplier's Viewer reads its own organisation's statement.
RETENTION_REPORT = "query($id: ID!) { retentionReport(id: $id) { id kind csv } }"
MISSING_REPORT = to_global_id("RetentionReport", 987654321)

CASES: dict[str, list[Call]] = {
    "Query.node": node_calls(),
    "Query.retentionReport": [
        Call("victim report", RETENTION_REPORT, lambda w: {"id": w.ids["retention_report"]},
             lambda w: {"id": MISSING_REPORT}),
        Call("victim report", RETENTION_REPORT, lambda w: {"id": w.ids["retention_report"]}, actor="insider",
             may_succeed=True),
    ],
    "Mutation.retentionCertificateExplain": certificate_calls(CERTIFICATE_EXPLAIN, check=3, explanation="Taken over"),
    "Mutation.retentionCertificateSign": certificate_calls(CERTIFICATE_SIGN),
    "Mutation.retentionReleaseClaim": retention_calls(RELEASE_CLAIM, {"stage": 0}),
    "Query.retentionLedger": [
        Call("victim contract", RETENTION_LEDGER, lambda w: {"id": w.ids["contract"]},
             lambda w: {"id": MISSING_CONTRACT}),
    ],
    "Query.retentionDefects": [
        Call("victim contract", RETENTION_DEFECTS, lambda w: {"id": w.ids["contract"]},
             lambda w: {"id": MISSING_CONTRACT}),
    ],
    "Mutation.retentionDefectNoticeMake": retention_calls(DEFECT_NOTICE_MAKE, {"defect": "Taken over", "amount": 1}),
    "Mutation.retentionDefectNoticeServe": retention_calls(DEFECT_NOTICE_SERVE, {"number": 1}),
    "Mutation.retentionDefectNoticeRecordService": retention_calls(
        DEFECT_NOTICE_SERVICE, {"number": 1, "manner": "post", "servedOn": "2026-04-21", "servedTo": "Taken over"}),
    "Mutation.retentionDefectUseRecord": retention_calls(
        DEFECT_USE, {"noticeNumber": 1, "amount": 1, "date": "2026-04-21", "note": "Taken over"}),
    "Mutation.retentionInspectionRequest": retention_calls(INSPECTION_REQUEST, {"message": "Taken over"}),
    "Mutation.retentionInspectionAnswer": retention_calls(
        INSPECTION_ANSWER, {"number": 1, "manner": "pack_sent", "answeredOn": "2026-04-21", "note": "Taken over"}),
    "Mutation.retentionEntryRecord": retention_calls(RETENTION_ENTRY, DEPOSIT) + [
        # The attacker holds the retention of its own subcontract: another ledger's entry is not found there.
        Call("victim entry on own ledger", RETENTION_ENTRY,
             inp(contractId=lambda w: w.mine["variation_contract"], correctsId=victim("retention_entry"), **CORRECTION),
             inp(contractId=lambda w: w.mine["variation_contract"],
                 correctsId=lambda w: missing_like(w.ids["retention_entry"]), **CORRECTION)),
    ],
    "Mutation.retentionInstrumentRecord": retention_calls(RETENTION_INSTRUMENT, BOND),
    "Mutation.retentionBankLineAllocate": [
        Call("victim entry on own bank line", BANK_ALLOCATE,
             inp(lineId=own_bank_line, entryId=victim("retention_entry")),
             inp(lineId=own_bank_line, entryId=lambda w: missing_like(w.ids["retention_entry"]))),
        Call("victim entry as the line", BANK_ALLOCATE, inp(lineId=victim("retention_entry"), explanation="interest"),
             inp(lineId=lambda w: missing_like(w.ids["retention_entry"]), explanation="interest")),
        Call("victim entry", BANK_ALLOCATE, inp(lineId=own_bank_line, entryId=victim("retention_entry")),
             actor="insider"),
    ],
    "Mutation.retentionBankLineUnallocate": [
        Call("victim entry as the line", BANK_UNALLOCATE, inp(lineId=victim("retention_entry")),
             inp(lineId=lambda w: missing_like(w.ids["retention_entry"]))),
        Call("a line", BANK_UNALLOCATE, inp(lineId=own_bank_line), actor="insider"),
    ],
    "Mutation.retentionStatementServe": retention_calls(RETENTION_STATEMENT, {}),
    "Mutation.retentionInspectionPackServe": retention_calls(INSPECTION_PACK, {}),
    # Issue 40: the contracting chain of a contract (the insider, a Viewer, may rightly read it).
    "Query.contractChain": [
        Call("victim contract", "query($id: ID!) { contractChain(contractId: $id) { links { siteName customerName "
             "supplierName outstanding } } }", lambda w: {"id": w.ids["contract"]}, lambda w: {"id": MISSING_CONTRACT}),
    ],
    # Issue 40: a project's money (only the contracts the viewer's organisation is a party to).
    "Query.projectMoney": [
        Call("victim contract", "query($id: ID!) { projectMoney(contractId: $id) { months { period moneyIn { claimed } "
             "moneyOut { claimed } } retention { heldFromUs weHold } } }", lambda w: {"id": w.ids["contract"]},
             lambda w: {"id": MISSING_CONTRACT}),
    ],
    # Issue 40: the roll-up of subcontract claims into a head draft (the supplier side's own, with SupplierDraft).
    "Query.claimRollup": [
        Call("victim draft", ROLLUP, lambda w: {"id": w.ids["contract"], "n": 2, "claims": []},
             lambda w: {"id": MISSING_CONTRACT, "n": 2, "claims": []}),
        Call("victim draft", ROLLUP, lambda w: {"id": w.ids["contract"], "n": 2, "claims": []}, actor="insider"),
    ],
    "ClaimRollup.preview": [
        Call("victim contract as a subcontract of own draft", ROLLUP,
             lambda w: {"id": w.mine["contract"], "n": 2, "claims": [{"contractId": w.ids["contract"], "number": 1}]},
             lambda w: {"id": w.mine["contract"], "n": 2, "claims": [{"contractId": MISSING_CONTRACT, "number": 1}]},
             may_succeed=True),
    ],
    "Mutation.claimRollupMap": [
        Call("victim draft", ROLLUP_MAP, inp(contractId=victim("contract"), number=2, subContractId=victim("contract"),
                                             lines=[{"subItemId": "a", "headItemId": "a"}]),
             inp(contractId=MISSING_CONTRACT, number=2, subContractId=MISSING_CONTRACT,
                 lines=[{"subItemId": "a", "headItemId": "a"}])),
        Call("victim contract as a subcontract of own draft", ROLLUP_MAP,
             inp(contractId=lambda w: w.mine["contract"], number=2, subContractId=victim("contract"),
                 lines=[{"subItemId": "a", "headItemId": "a"}]),
             inp(contractId=lambda w: w.mine["contract"], number=2, subContractId=MISSING_CONTRACT,
                 lines=[{"subItemId": "a", "headItemId": "a"}])),
    ],
    "Mutation.claimRollupApply": [
        Call("victim draft", ROLLUP_APPLY, inp(contractId=victim("contract"), number=2, claims=[]),
             inp(contractId=MISSING_CONTRACT, number=2, claims=[])),
        Call("victim claim into own draft", ROLLUP_APPLY,
             inp(contractId=lambda w: w.mine["contract"], number=2,
                 claims=lambda w: [{"contractId": w.ids["contract"], "number": 1}]),
             inp(contractId=lambda w: w.mine["contract"], number=2,
                 claims=[{"contractId": MISSING_CONTRACT, "number": 1}])),
    ],
    "Mutation.claimRollupRemove": [
        Call("victim draft", ROLLUP_REMOVE, inp(contractId=victim("contract"), number=2, subContractId=victim("contract"),
                                                subNumber=1),
             inp(contractId=MISSING_CONTRACT, number=2, subContractId=MISSING_CONTRACT, subNumber=1)),
        Call("victim claim out of own draft", ROLLUP_REMOVE,
             inp(contractId=lambda w: w.mine["contract"], number=2, subContractId=victim("contract"), subNumber=1),
             inp(contractId=lambda w: w.mine["contract"], number=2, subContractId=MISSING_CONTRACT, subNumber=1)),
    ],
    # Issue 40's cut-offs: a subcontract's 'claims due by' day (the head contract's supplier side only).
    "Query.subcontractCutoffs": [
        Call("victim contract", CUTOFFS, lambda w: {"id": w.ids["contract"]}, lambda w: {"id": MISSING_CONTRACT}),
        Call("victim contract", CUTOFFS, lambda w: {"id": w.ids["contract"]}, actor="insider"),
    ],
    "Mutation.subcontractClaimsDueDaySet": [
        Call("victim contract", CUTOFF_SET, inp(contractId=victim("contract"), subContractId=victim("contract"),
                                                claimsDueDay=20),
             inp(contractId=MISSING_CONTRACT, subContractId=MISSING_CONTRACT, claimsDueDay=20)),
        Call("victim contract as a subcontract of own", CUTOFF_SET,
             inp(contractId=lambda w: w.mine["contract"], subContractId=victim("contract"), claimsDueDay=20),
             inp(contractId=lambda w: w.mine["contract"], subContractId=MISSING_CONTRACT, claimsDueDay=20)),
    ],
    "Query.contract": [
        Call("victim slug", BY_SLUG, lambda w: {"owner": w.ids["owner_slug"], "slug": w.ids["contract_slug"]},
             lambda w: {"owner": w.ids["owner_slug"], "slug": "no-such-contract"}),
        Call("customer slug", BY_SLUG, lambda w: {"owner": w.customer.org["slug"], "slug": w.ids["contract_slug"]}),
    ],
    "Query.userByEmail": [
        Call("victim email", USER_BY_EMAIL, lambda w: {"e": w.ids["email"]}, lambda w: {"e": NOWHERE}),
    ],
    "Query.recipientSearch": [  # not by the rule (its argument is free text), but it finds accounts by email
        Call("victim email", RECIPIENTS, lambda w: {"t": w.ids["email"]}, lambda w: {"t": NOWHERE}, may_succeed=True,
             echoed=lambda w: (w.ids["email"], NOWHERE)),
    ],
    "Contract.claim": [
        Call("through node", CONTRACT_CLAIM, lambda w: {"id": w.ids["contract"], "n": 1},
             lambda w: {"id": MISSING_CONTRACT, "n": 1}),
        Call("through slug", SLUG_CLAIM, lambda w: {"owner": w.ids["owner_slug"], "slug": w.ids["contract_slug"]},
             lambda w: {"owner": w.ids["owner_slug"], "slug": "no-such-contract"}),
    ],
    "Ledger.entries": [
        Call("through node", LEDGER_ENTRIES, lambda w: {"id": w.ids["contract"], "n": 1},
             lambda w: {"id": MISSING_CONTRACT, "n": 1}),
    ],
    "Mutation.ledgerUpdate": [
        Call("victim contract", LEDGER_UPDATE,
             inp(contractId=victim("contract"), ledgerRev="1", create=[{"itemId": "x", "name": "x"}]),
             inp(contractId=MISSING_CONTRACT, ledgerRev="1", create=[{"itemId": "x", "name": "x"}])),
        Call("victim upload on own line", LEDGER_UPDATE,
             inp(contractId=lambda w: w.mine["contract"], ledgerRev=own_ledger_rev,
                 update=lambda w: [{"itemId": "a", "files": [{"id": w.ids["upload_spare"], "filename": "x.pdf"}]}]),
             inp(contractId=lambda w: w.mine["contract"], ledgerRev=own_ledger_rev,
                 update=[{"itemId": "a", "files": [{"id": "no-such-upload", "filename": "x.pdf"}]}])),
        Call("victim contract", LEDGER_UPDATE,
             inp(contractId=victim("contract"), ledgerRev=victim_ledger_rev,
                 update=[{"itemId": "a", "name": "Taken over"}], deleteIds=["a"]), actor="insider"),
    ],
    "Mutation.scheduleOfValuesUpdate": [  # the insider is a Viewer: no Edit
        Call("victim contract", SCHEDULE_OF_VALUES,
             inp(contractId=victim("contract"), create=[{"itemId": "x", "name": "x", "totalPrice": 1}]),
             inp(contractId=MISSING_CONTRACT, create=[{"itemId": "x", "name": "x", "totalPrice": 1}])),
        Call("victim contract", SCHEDULE_OF_VALUES,
             inp(contractId=victim("contract"), create=[{"itemId": "x", "name": "x", "totalPrice": 1}],
                 update=[{"itemId": "a", "name": "Taken over"}], deleteIds=["a"]), actor="insider"),
    ],
    **{f"Mutation.{name}": claim_calls(name) for name in CLAIM_REF},
    **{f"Mutation.{name}": schedule_calls(mutation(name, input_type, ENFORCEMENT_OUT), {"number": 1, **extra})
       for name, (input_type, extra) in ENFORCEMENT_CALLS.items()},
    "Mutation.contractServiceTermsSet": schedule_calls(SERVICE_TERMS, SERVICE_TERMS_INPUT),
    "Mutation.claimLinesImport": [  # claim 2 is the victim's draft
        Call("victim draft", LINES_IMPORT, inp(contractId=victim("contract"), number=2, csv="name\nProbe line\n"),
             inp(contractId=MISSING_CONTRACT, number=2, csv="name\nProbe line\n")),
        Call("victim draft", LINES_IMPORT, inp(contractId=victim("contract"), number=2, csv="name\nProbe line\n"),
             actor="insider"),
    ],
    "Query.claimLinesImportPreview": [
        Call("victim draft", LINES_PREVIEW, lambda w: {"id": w.ids["contract"], "n": 2, "csv": "name\nProbe\n"},
             lambda w: {"id": MISSING_CONTRACT, "n": 2, "csv": "name\nProbe\n"}),
        Call("victim draft", LINES_PREVIEW, lambda w: {"id": w.ids["contract"], "n": 2, "csv": "name\nProbe\n"},
             actor="insider"),
    ],
    "Mutation.paymentScheduleUpdate": schedule_calls(SCHEDULE_UPDATE, SCHEDULE_DRAFT),
    "Mutation.accessLinkRevoke": [  # the insider is a Viewer: no SupplierSubmit, so not theirs to revoke
        Call("victim link", ACCESS_LINK_REVOKE, inp(contractId=victim("contract"), number=1, linkId=victim("access_link")),
             inp(contractId=MISSING_CONTRACT, number=1, linkId=victim("access_link"))),
        Call("victim link", ACCESS_LINK_REVOKE, inp(contractId=victim("contract"), number=1, linkId=victim("access_link")),
             actor="insider"),
        Call("victim link on own claim", ACCESS_LINK_REVOKE,
             inp(contractId=lambda w: w.mine["contract"], number=1, linkId=victim("access_link")),
             inp(contractId=lambda w: w.mine["contract"], number=1, linkId="AAAAAAAAAAAAAAAA")),
    ],
    "Mutation.commentAdd": [  # the insider is a Viewer, who may comment; an itemId names a line of the claim named
        Call("victim claim", COMMENT_ADD, inp(contractId=victim("contract"), number=1, commentId="probe", body="Hi"),
             inp(contractId=MISSING_CONTRACT, number=1, commentId="probe", body="Hi")),
        Call("victim upload on own claim", COMMENT_ADD,
             inp(contractId=lambda w: w.mine["contract"], number=1, commentId=lambda w: uuid.uuid4().hex,
                 files=lambda w: [{"id": w.ids["upload_spare"], "filename": "x.pdf"}]),
             inp(contractId=lambda w: w.mine["contract"], number=1, commentId=lambda w: uuid.uuid4().hex,
                 files=[{"id": "no-such-upload", "filename": "x.pdf"}])),
    ],
    "Mutation.paymentScheduleSend": schedule_calls(SCHEDULE_SEND, {"number": 1}),
    # Viewing is what a Viewer may do (as claimMarkRead): only an outsider is refused.
    "Mutation.paymentScheduleMarkViewed": schedule_calls(SCHEDULE_VIEWED, {"number": 1})[:1],
    "Query.issue": [
        Call("victim issue", ISSUE, lambda w: {"id": w.ids["issue"]}, lambda w: {"id": missing_like(w.ids["issue"])}),
    ],
    # Issue 36: the variation register, filtered to the victim's contract (as one that does not exist).
    "Query.variationRegister": [
        Call("victim contract", REGISTER, lambda w: {"id": w.ids["contract"]}, lambda w: {"id": MISSING_CONTRACT}),
    ],
    # The version of an empty register ('0.0'): the same for the victim's contract as for one that does
    # not exist (the missing call checks it), so it answers, naming nothing.
    "Query.variationRegisterVersion": [
        Call("victim contract", REGISTER_VERSION, lambda w: {"id": w.ids["contract"]},
             lambda w: {"id": MISSING_CONTRACT}, may_succeed=True),
    ],
    "Query.contractVariations": [
        Call("victim contract", CONTRACT_VARIATIONS, lambda w: {"id": w.ids["contract"]},
             lambda w: {"id": MISSING_CONTRACT}),
    ],
    "Mutation.issueCreate": [
        Call("to the victim contract", ISSUE_CREATE, inp(contractIds=lambda w: [w.ids["contract"]], title="Probe"),
             inp(contractIds=[MISSING_CONTRACT], title="Probe")),
        # The insider is on the victim's supplier side, which raises requests to its customer (issue 36),
        # but as a Viewer it may not.
        Call("to the victim contract", ISSUE_CREATE, inp(contractIds=lambda w: [w.ids["contract"]], title="Probe"),
             actor="insider"),
        # The attacker's own contract and the victim's in one request: nothing is made on either.
        Call("own and victim contract", ISSUE_CREATE,
             inp(contractIds=lambda w: [w.mine["contract"], w.ids["contract"]], title="Probe"),
             inp(contractIds=lambda w: [w.mine["contract"], MISSING_CONTRACT], title="Probe")),
        *[Call(f"victim {key} on own issue", ISSUE_CREATE,
               inp(contractIds=lambda w: [w.mine["contract"]], title="Probe",
                   files=lambda w, key=key: [{"id": w.ids[key], "filename": "x.pdf"}]),
               inp(contractIds=lambda w: [w.mine["contract"]], title="Probe",
                   files=[{"id": "no-such-upload", "filename": "x.pdf"}]))
          for key in ("upload_spare", "issue_upload")],
    ],
    "Mutation.issueEmailSend": [
        Call("victim variation", ISSUE_EMAIL, inp(issueId=victim("issue"), contractId=victim("contract")),
             inp(issueId=lambda w: missing_like(w.ids["issue"]), contractId=victim("contract"))),
        Call("victim variation", ISSUE_EMAIL, inp(issueId=victim("issue"), contractId=victim("contract")),
             actor="insider"),
        # Issue 36: a request the victim (the supplier side) raised to its customer, re-sent by others.
        Call("victim's request to its customer", ISSUE_EMAIL,
             inp(issueId=victim("supplier_issue"), contractId=victim("contract")),
             inp(issueId=lambda w: missing_like(w.ids["supplier_issue"]), contractId=victim("contract"))),
        Call("victim's request to its customer", ISSUE_EMAIL,
             inp(issueId=victim("supplier_issue"), contractId=victim("contract")), actor="insider"),
    ],
    **{f"Mutation.{name}": variation_calls(name) for name in VARIATION_CALLS},
    "Mutation.connectionDisconnect": connection_calls(CONNECTION_DISCONNECT),
    "Mutation.connectionSelectRemote": connection_calls(CONNECTION_SELECT, remoteId="probe-tenant"),
    "Mutation.connectionRetentionAccountsSet": connection_calls(CONNECTION_RETENTION, retentionReceivableCode="1150",
                                                                retentionPayableCode="2350"),
    # Issue 34: payment terms (Edit: the insider is a Viewer) and documents received outside Claimdesk.
    "Query.adjudicationNotices": [
        Call("victim contract", ADJUDICATION_NOTICES, lambda w: {"id": w.ids["contract"]},
             lambda w: {"id": MISSING_CONTRACT}),
    ],
    "Mutation.adjudicationNoticePrepare": [
        Call("victim contract", ADJUDICATION_PREPARE, inp(contractId=victim("contract"), claimNumbers=[1]),
             inp(contractId=MISSING_CONTRACT, claimNumbers=[1])),
        Call("victim draft", ADJUDICATION_PREPARE, inp(contractId=victim("contract"), number=1, dispute="Probe"),
             inp(contractId=MISSING_CONTRACT, number=1, dispute="Probe")),
        Call("victim draft", ADJUDICATION_PREPARE, inp(contractId=victim("contract"), number=1, dispute="Probe"),
             actor="insider"),
        # The owner named on the draft (s 28(1)(b)), as adjudicationOwnerSet did before it was folded in.
        Call("victim draft", ADJUDICATION_PREPARE, inp(contractId=victim("contract"), number=1, ownerLiability=True,
                                                       ownerName="Probe", ownerAddress="Probe"),
             inp(contractId=MISSING_CONTRACT, number=1, ownerLiability=True, ownerName="Probe", ownerAddress="Probe")),
        Call("victim draft", ADJUDICATION_PREPARE, inp(contractId=victim("contract"), number=1, ownerLiability=True,
                                                       ownerName="Probe", ownerAddress="Probe"),
             actor="insider"),
        # The victim's variation (by its global ID) chosen on the attacker's own notice: as one that does not exist.
        Call("victim variation on own notice", ADJUDICATION_PREPARE,
             inp(contractId=lambda w: w.mine["contract"], variationIds=lambda w: [w.ids["variation"]]),
             inp(contractId=lambda w: w.mine["contract"], variationIds=lambda w: [missing_like(w.ids["variation"])])),
    ],
    "Mutation.adjudicationNoticeServe": [
        Call("victim draft", ADJUDICATION_SERVE, inp(contractId=victim("contract"), number=1),
             inp(contractId=MISSING_CONTRACT, number=1)),
        Call("victim draft", ADJUDICATION_SERVE, inp(contractId=victim("contract"), number=1), actor="insider"),
    ],
    "Mutation.adjudicationBundlePrepare": [
        Call("victim contract", ADJUDICATION_BUNDLE, inp(contractId=victim("contract"), claimNumber=1),
             inp(contractId=MISSING_CONTRACT, claimNumber=1)),
        Call("victim contract", ADJUDICATION_BUNDLE, inp(contractId=victim("contract")), actor="insider"),
    ],
    "Query.adjudicationBundle": [
        Call("victim contract", ADJUDICATION_BUNDLE_READ, lambda w: {"c": w.ids["contract"], "id": 1},
             lambda w: {"c": MISSING_CONTRACT, "id": 1}),
        Call("victim contract", ADJUDICATION_BUNDLE_READ, lambda w: {"c": w.ids["contract"], "id": 1},
             actor="insider"),
    ],
    "Mutation.adjudicationNoticeRecordService": [
        Call("victim draft", ADJUDICATION_HAND, inp(contractId=victim("contract"), **ADJUDICATION_SERVICE),
             inp(contractId=MISSING_CONTRACT, **ADJUDICATION_SERVICE)),
        Call("victim draft", ADJUDICATION_HAND, inp(contractId=victim("contract"), **ADJUDICATION_SERVICE),
             actor="insider"),
    ],
    "Mutation.adjudicationOwnerRecordService": [
        Call("victim notice", ADJUDICATION_OWNER_SERVED, inp(contractId=victim("contract"), **ADJUDICATION_SERVICE),
             inp(contractId=MISSING_CONTRACT, **ADJUDICATION_SERVICE)),
        Call("victim notice", ADJUDICATION_OWNER_SERVED, inp(contractId=victim("contract"), **ADJUDICATION_SERVICE),
             actor="insider"),
    ],
    "Mutation.contractResidentialOccupierSet": [
        Call("victim contract", RESIDENTIAL, inp(contractId=victim("contract"), residentialOccupier=True),
             inp(contractId=MISSING_CONTRACT, residentialOccupier=True)),
        Call("victim contract", RESIDENTIAL, inp(contractId=victim("contract"), residentialOccupier=True),
             actor="insider"),
    ],
    "Mutation.adjudicationStepRecord": [
        Call("victim notice", ADJUDICATION_RECORD, inp(contractId=victim("contract"), **ADJUDICATION_STEP),
             inp(contractId=MISSING_CONTRACT, **ADJUDICATION_STEP)),
        Call("victim notice", ADJUDICATION_RECORD, inp(contractId=victim("contract"), **ADJUDICATION_STEP),
             actor="insider"),
    ],
    "Mutation.determinationPaymentRecord": [
        Call("victim notice", DETERMINATION_PAY, inp(contractId=victim("contract"), **DETERMINATION_PAYMENT),
             inp(contractId=MISSING_CONTRACT, **DETERMINATION_PAYMENT)),
        Call("victim notice", DETERMINATION_PAY, inp(contractId=victim("contract"), **DETERMINATION_PAYMENT),
             actor="insider"),
    ],
    "Mutation.contractTermsUpdate": [
        Call("victim contract", TERMS_UPDATE, inp(contractId=victim("contract"), **TERMS),
             inp(contractId=MISSING_CONTRACT, **TERMS)),
        Call("victim contract", TERMS_UPDATE, inp(contractId=victim("contract"), **TERMS), actor="insider"),
    ],
    "Mutation.contractRetentionUpdate": [
        Call("victim contract", RETENTION_UPDATE, inp(contractId=victim("contract"), **RETENTION),
             inp(contractId=MISSING_CONTRACT, **RETENTION)),
        Call("victim contract", RETENTION_UPDATE, inp(contractId=victim("contract"), **RETENTION), actor="insider"),
    ],
    "Mutation.receivedClaimRecord": schedule_calls(RECEIVED_CLAIM, RECEIVED_CLAIM_FIELDS),
    "Mutation.receivedScheduleRecord": schedule_calls(RECEIVED_SCHEDULE, RECEIVED_SCHEDULE_FIELDS),
    "Mutation.receivedClaimCorrect": schedule_calls(RECEIVED_CORRECT, RECEIVED_CORRECT_FIELDS),
    "Mutation.receivedClaimDelete": schedule_calls(RECEIVED_DELETE, {"number": 1}),
    "Mutation.contractPartyRemove": [
        Call("victim contract", PARTY_REMOVE, inp(contractId=victim("contract")), inp(contractId=MISSING_CONTRACT)),
        Call("victim contract", PARTY_REMOVE, inp(contractId=victim("contract")), actor="insider"),
    ],
    "Mutation.claimPatch": [
        Call("victim claim", CLAIM_PATCH, inp(contractId=victim("contract"), number=2, patch={"poNumber": "X"}),
             inp(contractId=MISSING_CONTRACT, number=2, patch={"poNumber": "X"})),
        *[Call(f"victim {key} on own draft", CLAIM_PATCH,
               inp(contractId=lambda w: w.mine["contract"], number=2,
                   patch=lambda w, k=key: {"attach": [{"id": w.ids[k], "filename": "x.pdf"}]}),
               inp(contractId=lambda w: w.mine["contract"], number=2,
                   patch={"attach": [{"id": "no-such-upload", "filename": "x.pdf"}]}))
          for key in ("upload_spare", "upload_attached")],
        Call("victim upload removed from own draft", CLAIM_PATCH,
             inp(contractId=lambda w: w.mine["contract"], number=2,
                 patch=lambda w: {"removeFileIds": [w.ids["upload_attached"]]}), may_succeed=True),
        Call("victim claim", CLAIM_PATCH, inp(contractId=victim("contract"), number=2, patch={"poNumber": "X"}),
             actor="insider"),
    ],
    "Mutation.claimResend": claim_calls("claimResend") + [
        Call("victim people on own claim", CLAIM_REF["claimResend"],
             inp(contractId=lambda w: w.mine["contract"], number=1, requestKey=lambda w: uuid.uuid4().hex,
                 userIds=lambda w: [w.ids["owner_user"]]),
             inp(contractId=lambda w: w.mine["contract"], number=1, requestKey=lambda w: uuid.uuid4().hex,
                 userIds=lambda w: [missing_like(w.ids["owner_user"])])),
    ],
    "Mutation.claimPaymentRecord": [
        Call("victim claim", PAYMENT_RECORD, inp(contractId=victim("contract"), number=1, paidOn="2026-03-31", amount=100),
             inp(contractId=MISSING_CONTRACT, number=1, paidOn="2026-03-31", amount=100)),
        Call("victim claim", PAYMENT_RECORD, inp(contractId=victim("contract"), number=1, paidOn="2026-03-31", amount=100),
             actor="insider"),
        Call("a correction of a payment that exists nowhere, on own claim", PAYMENT_RECORD,
             inp(contractId=lambda w: w.mine["contract"], number=1, paidOn="2026-03-31", amount=100,
                 correctsId=to_global_id("ClaimPayment", 987654321))),
    ],
    "Mutation.contractPayCycleSet": [
        Call("victim contract", PAY_CYCLE_SET, inp(contractId=victim("contract"), payCycleId=None),
             inp(contractId=MISSING_CONTRACT, payCycleId=None)),
        Call("victim pay cycle on own contract", PAY_CYCLE_SET,
             inp(contractId=lambda w: w.mine["contract"], payCycleId=victim("paycycle")),
             inp(contractId=lambda w: w.mine["contract"], payCycleId=lambda w: missing_like(w.ids["paycycle"]))),
        Call("victim contract", PAY_CYCLE_SET, inp(contractId=victim("contract"), payCycleId=None), actor="insider"),
    ],
    "Mutation.contractCreate": [
        Call("victim organisation as customer, its owner as recipient", CONTRACT_CREATE,
             inp(siteName="Grab", site=SITE, customer=lambda w: {"id": w.ids["org"]},
                 members=lambda w: [{"relation": "Customer", "user": {"email": w.ids["email"]},
                                     "isCustomerRecipient": True}]),
             may_succeed=True, mails_victims=True, may_change=("invitations",)),
        # A wrong pair makes an invitation that reaches nobody (issue 37): it succeeds, the victim
        # sees nothing new and nobody of it is emailed (asserted below); that it answers like a
        # right pair and a missing organisation is tests/api/contracts/test_people_oracles.py's.
        Call("victim organisation as customer, a stranger as recipient", CONTRACT_CREATE,
             inp(siteName="Probe", site=SITE, customer=lambda w: {"id": w.ids["org"]},
                 members=[{"relation": "Customer", "user": {"email": NOWHERE}, "isCustomerRecipient": True}]),
             may_succeed=True),
        Call("victim organisation as supplier", CONTRACT_CREATE,
             inp(siteName="Grab", site=SITE, ownerRelation="Customer", supplier=lambda w: {"id": w.ids["org"]},
                 members=lambda w: [{"relation": "Supplier", "user": {"email": w.ids["email"]},
                                     "isSupplierRecipient": True}]),
             may_succeed=True, mails_victims=True, may_change=("invitations",)),
        Call("victim contract as parent", CONTRACT_CREATE,
             inp(parentId=victim("contract"), supplier={"contact": {"entityName": "S"}},
                 members=[{"relation": "Supplier", "user": {"email": NOWHERE}}]),
             inp(parentId=MISSING_CONTRACT, supplier={"contact": {"entityName": "S"}},
                 members=[{"relation": "Supplier", "user": {"email": NOWHERE}}])),
        Call("victim user by id", CONTRACT_CREATE,
             inp(siteName="Grab", site=SITE, customer={"contact": {"entityName": "C"}},
                 members=lambda w: [{"relation": "Customer", "user": {"id": w.ids["owner_user"]}}]),
             inp(siteName="Grab", site=SITE, customer={"contact": {"entityName": "C"}},
                 members=lambda w: [{"relation": "Customer", "user": {"id": missing_like(w.ids["owner_user"])}}])),
        Call("victim slug and claim numbers for its own contract", CONTRACT_CREATE,
             inp(siteName="Mine", site=SITE, slug=victim("contract_slug"), customer={"contact": {"entityName": "C"}},
                 members=[{"relation": "Customer", "user": {"email": NOWHERE}}],
                 claims=[{"number": 1, "date": "2026-01-31", "lines": []}]), may_succeed=True),
        Call("victim contract as parent", CONTRACT_CREATE,
             inp(parentId=victim("contract"), supplier={"contact": {"entityName": "S"}},
                 members=[{"relation": "Supplier", "user": {"email": NOWHERE}}]), actor="insider"),
    ],
    **{f"Mutation.{name}": [
        Call("victim contract", CONTRACT_REF[name], inp(contractId=victim("contract"), **CONTRACT_EXTRA.get(name, {})),
             inp(contractId=MISSING_CONTRACT, **CONTRACT_EXTRA.get(name, {}))),
        Call("victim contract", CONTRACT_REF[name], inp(contractId=victim("contract"), **CONTRACT_EXTRA.get(name, {})),
             actor="insider"),
    ] for name in CONTRACT_REF},
    "Query.contractInvitation": [
        Call("victim contract's route", INVITATION,
             lambda w: {"owner": w.ids["owner_slug"], "slug": w.ids["contract_slug"]},
             lambda w: {"owner": w.ids["owner_slug"], "slug": "no-such-contract"}),
        Call("own invitation to the victim", INVITATION,
             lambda w: {"owner": w.mine["slug"], "slug": w.mine["invitation_slug"]},
             lambda w: {"owner": w.mine["slug"], "slug": "no-such-contract"}),
        Call("invitation to the victim", INVITATION,
             lambda w: {"owner": w.mine["slug"], "slug": w.mine["invitation_slug"]}, actor="insider"),
    ],
    **{f"Mutation.{name}": [
        Call("victim contract", ANSWER[name], inp(contractId=victim("contract")), inp(contractId=MISSING_CONTRACT)),
        Call("own invitation to the victim", ANSWER[name], inp(contractId=lambda w: w.mine["invitation"]),
             inp(contractId=MISSING_CONTRACT)),
        Call("invitation to the victim", ANSWER[name], inp(contractId=lambda w: w.mine["invitation"]),
             actor="insider"),
    ] for name in ANSWER},
    "Mutation.contractMembersUpdate": [
        Call("victim contract", MEMBERS_UPDATE,
             inp(contractId=victim("contract"), members=drop_victim_member),
             inp(contractId=MISSING_CONTRACT, members=drop_victim_member)),
        Call("victim contract member on own contract", MEMBERS_UPDATE,
             inp(contractId=lambda w: w.mine["contract"],
                 members=drop_victim_member),
             inp(contractId=lambda w: w.mine["contract"],
                 members=lambda w: [{"id": missing_like(w.ids["contract_member"]), "isDeleted": True}])),
        Call("victim user onto own contract", MEMBERS_UPDATE,
             inp(contractId=lambda w: w.mine["contract"],
                 members=lambda w: [{"user": w.ids["owner_user"], "relation": "Customer"}]),
             inp(contractId=lambda w: w.mine["contract"],
                 members=lambda w: [{"user": missing_like(w.ids["owner_user"]), "relation": "Customer"}])),
        Call("victim contract", MEMBERS_UPDATE,
             inp(contractId=victim("contract"), members=drop_victim_member),
             actor="insider"),
    ],
    "Mutation.organisationNameUpdate": [
        Call("victim organisation", ORG_CALLS["organisationNameUpdate"], inp(orgId=victim("org"), name="Taken over"),
             inp(orgId=lambda w: missing_like(w.ids["org"]), name="Taken over")),
        Call("victim organisation", ORG_CALLS["organisationNameUpdate"], inp(orgId=victim("org"), name="Taken over"),
             actor="insider"),
    ],
    "Mutation.organisationBusinessUpdate": [
        Call("victim organisation", BUSINESS, inp(orgId=victim("org"), entityName="Taken over"),
             inp(orgId=lambda w: missing_like(w.ids["org"]), entityName="Taken over")),
        Call("victim upload as own logo", BUSINESS,
             inp(orgId=lambda w: w.mine["org"], entityName="Attacker Co Limited", logoUploadId=victim("upload_spare")),
             inp(orgId=lambda w: w.mine["org"], entityName="Attacker Co Limited", logoUploadId="no-such-upload")),
        Call("victim organisation", BUSINESS, inp(orgId=victim("org"), entityName="Taken over"), actor="insider"),
    ],
    "Mutation.membersInvite": [
        Call("victim owner into own workspace", ORG_CALLS["membersInvite"],
             inp(users=lambda w: [{"email": w.ids["email"]}]), may_succeed=True, mails_victims=True),
        Call("into the victim workspace", ORG_CALLS["membersInvite"], inp(users=[{"email": NOWHERE}]),
             actor="insider"),
    ],
    "Mutation.memberUpdate": [
        *[Call(f"victim {key}", ORG_CALLS["memberUpdate"], inp(id=victim(key), name="Taken over", permissions=[]),
               inp(id=lambda w, k=key: missing_like(w.ids[k]), name="Taken over", permissions=[]))
          for key in ("member", "invited_member")],
        Call("victim member", ORG_CALLS["memberUpdate"], inp(id=victim("invited_member"), permissions=[]),
             actor="insider"),
    ],
    "Mutation.memberRemove": [
        *[Call(f"victim {key}", ORG_CALLS["memberRemove"], inp(userId=victim(key)),
               inp(userId=lambda w, k=key: missing_like(w.ids[k]) if ":" in w.ids[k] else "987654321"))
          for key in ("user", "invited_user")],
        Call("victim user", ORG_CALLS["memberRemove"], inp(userId=victim("invited_user")), actor="insider"),
    ],
    "Mutation.contactUpdate": [
        *[Call(f"victim {key}", ORG_CALLS["contactUpdate"], inp(id=victim(key), name="Taken over", entityName="X"),
               inp(id=lambda w, k=key: missing_like(w.ids[k]), name="Taken over", entityName="X"))
          for key in ("contact", "default_contact")],
        *[Call(f"victim {key}", ORG_CALLS["contactUpdate"], inp(id=victim(key), name="Taken over", entityName="X"),
               actor="insider") for key in ("contact", "default_contact")],
    ],
    # Last: a delete that got through would take a pay cycle from the cases after it.
    "Mutation.payCycleDelete": [
        Call("victim pay cycle", ORG_CALLS["payCycleDelete"], inp(id=victim("paycycle")), actor="insider"),
        Call("victim pay cycle", ORG_CALLS["payCycleDelete"], inp(id=victim("paycycle")),
             inp(id=lambda w: missing_like(w.ids["paycycle"]))),
    ],
}


def id_taking_fields(schema) -> dict[str, list[str]]:
    """Every field the rule above finds, with the argument paths that make it id-taking."""
    def paths(name, type_, path, seen):
        named = get_named_type(type_)
        found = [path] if named.name == "ID" or ID_NAMES.search(name) else []
        if isinstance(named, GraphQLInputObjectType) and named.name not in seen:
            for field_name, field in named.fields.items():
                found += paths(field_name, field.type, f"{path}.{field_name}", seen | {named.name})
        return found

    fields = {}
    for type_name, type_ in schema.type_map.items():
        if type_name.startswith("__") or not isinstance(type_, (GraphQLObjectType, GraphQLInterfaceType)):
            continue
        for field_name, field in type_.fields.items():
            found = [p for arg, a in field.args.items() for p in paths(arg, a.type, arg, frozenset())]
            if found:
                fields[f"{type_name}.{field_name}"] = found
    return fields


@pytest.fixture(scope="module")
def world(module_workspace, app, xero_server):  # noqa: F811  (the fixture imported above)
    from tests.api.factories import connected
    from tests.jobs import run_burst

    def run_jobs() -> int:
        return run_burst(app)

    saved = {key: app.config.get(key) for key in xero_server.config()}
    xero_server.reset()
    app.config.update(xero_server.config())  # the victim is connected to the Xero fake
    yield build_world(module_workspace, run_jobs, connect_xero=lambda ws: connected(ws)["id"])
    app.config.update(saved)


@pytest.fixture(scope="module")
def served_schema(world):
    """The schema as the server describes itself (introspection, as a signed-in client)."""
    body = world.attacker.ok(get_introspection_query(descriptions=False))
    return build_client_schema(body)


def test_every_id_taking_field_has_a_case(served_schema):
    found = id_taking_fields(served_schema)
    uncovered = [f"{name} takes an id ({', '.join(found[name])}) but has no isolation case"
                 for name in sorted(found) if name not in CASES]
    assert not uncovered, "\n".join(uncovered)
    assert len(found) >= 30  # the schema of issue 18's start: a rule that finds less has gone wrong


def _newest_mail(app) -> str:
    messages = outbox(app, limit=1)
    return messages[0]["sent_at"] if messages else ""


def _mails_since(app, since: str) -> list[dict]:
    return outbox(app, since=since)


def _empty(value) -> bool:
    if isinstance(value, dict):
        return all(_empty(v) for v in value.values())
    if isinstance(value, list):
        return all(_empty(v) for v in value)
    return value is None


def _params():
    for key, calls in CASES.items():
        for call in calls:
            marks = [pytest.mark.xfail(strict=True, reason=call.xfail)] if call.xfail else []
            yield pytest.param(key, call, id=f"{key}[{call.actor}: {call.label}]", marks=marks)


@pytest.mark.parametrize("key,call", list(_params()))
def test_another_organisations_ids_reach_nothing(world, served_schema, key, call):
    type_name, field_name = key.split(".")
    assert field_name in served_schema.type_map[type_name].fields, f"{key} is no longer in the schema"
    actor = world.attacker if call.actor == "outsider" else world.insider
    if world.seen is None:  # the case before did not finish: what it queued is not this one's
        world.run_jobs()
    before = world.seen or world.view()  # a case that finished ran the jobs it queued before its view
    since = _newest_mail(world.victim.app)
    world.seen = None
    variables = call.variables(world)
    body = actor.gql(call.query, variables)
    answer = json.dumps(body).lower()

    if call.actor == "outsider":
        sent = json.dumps(variables).lower()
        leaked = [m for m in world.markers if m and m.lower() in answer and m.lower() not in sent]
        assert not leaked, f"{key} showed the victim's {leaked}: {body}"
    if not call.may_succeed:
        assert body.get("errors") or _empty(body.get("data")), f"{key} was not refused: {body}"
    if call.missing is not None:
        other = actor.gql(call.query, call.missing(world))
        real, fake = json.dumps(body), json.dumps(other)
        if call.echoed:
            sent, sent_missing = call.echoed(world)
            real, fake = real.replace(sent, "<sent>"), fake.replace(sent_missing, "<sent>")
        assert real == fake, f"{key} answers an existing id unlike a missing one: {body} / {other}"

    world.run_jobs()
    after = world.view()
    changed = [part for part in before if before[part] != after[part] and part not in call.may_change]
    assert not changed, f"{key} changed the victim's {changed}: {body}"
    mails = [m for m in _mails_since(world.victim.app, since) if any(e in m["to"] for e in world.emails)]
    if not call.mails_victims:
        assert not mails, f"{key} emailed the victim's people: {[(m['to'], m['subject']) for m in mails]}"
    world.seen = after
