"""The GraphQL the remedies' tests send."""
from tests.api.factories import agree_email_service

ENFORCEMENT = """
  ground groundWords unpaid unpaidSince reasons noticeSection
  notice { ground section unpaid noticeDate payBy suspendFrom sentence servedManner servedWords servedOn servedTo pdfUrl }
  suspensions { suspendedOn resumedOn scope calendarDays workingDays daysWords }
  remedies { kind title detail date available reason }
  debtStatementUrl terms { emailServiceAgreed basis clause viewerCanEdit } howToServe protections rulesNote
"""
CLAIM = """
query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) {
  suspensionGround enforcement { %s }
} } } }
""" % ENFORCEMENT


def mutation(name: str, input_type: str) -> str:
    return ("mutation($input: %s!) { %s(input: $input) { claim { suspensionGround enforcement { %s } } } }"
            % (input_type, name, ENFORCEMENT))


GENERATE = mutation("suspensionNoticeGenerate", "SuspensionNoticeInput")
SERVE_BY_EMAIL = mutation("suspensionNoticeServeByEmail", "SuspensionNoticeInput")
RECORD_SERVICE = mutation("suspensionNoticeRecordService", "SuspensionNoticeServiceInput")
SUSPEND = mutation("workSuspend", "WorkSuspendInput")
RESUME = mutation("workResume", "WorkResumeInput")
TERMS = ("mutation($input: ServiceTermsSetInput!) { contractServiceTermsSet(input: $input) "
         "{ terms { emailServiceAgreed basis clause viewerCanEdit } } }")

# An adjudication carried to its determination (s 59), as the determination's tests and the home's need.
NOTICE = "number determinationPaid determinationUnpaid payments { paidOn amount reference recordedBy }"
ADJUDICATION_PREPARE = ("mutation($input: AdjudicationNoticePrepareInput!) { adjudicationNoticePrepare(input: $input) "
                        "{ notice { number } } }")
ADJUDICATION_SERVE = "mutation($input: AdjudicationNoticeRefInput!) { adjudicationNoticeServe(input: $input) { sentCount } }"
ADJUDICATION_RECORD = ("mutation($input: AdjudicationStepRecordInput!) { adjudicationStepRecord(input: $input) "
                       "{ notice { %s } } }" % NOTICE)
DETERMINATION_PAY = ("mutation($input: DeterminationPaymentRecordInput!) { determinationPaymentRecord(input: $input) "
                     "{ notice { %s } } }" % NOTICE)
ADJUDICATION_NOTICES = "query($id: ID!) { adjudicationNotices(contractId: $id) { %s } }" % NOTICE


def determine(ws, contract_id: str, claim_numbers: list[int], *, on_day, served: str, accepted: str, made: str,
              amount: int, pay_by: str | None) -> int:
    """A notice of adjudication disputing `claim_numbers` served on `served`, accepted on `accepted`, and the
    determination made on `made`: `amount` to be paid by `pay_by`; served by email, which the contract agrees
    (regs 9-10). Its number."""
    agree_email_service(ws, contract_id)
    with on_day(served):
        number = ws.ok(ADJUDICATION_PREPARE, {"input": {
            "contractId": contract_id, "claimNumbers": claim_numbers, "chargingOrder": False, "ownerLiability": False,
            "dispute": "The claimed amount was not paid and no payment schedule was given.",
            "arose": "On site, when the claimed amount fell due."}})["adjudicationNoticePrepare"]["notice"]["number"]
        ws.ok(ADJUDICATION_SERVE, {"input": {"contractId": contract_id, "number": number}})
    base = {"contractId": contract_id, "number": number}
    with on_day(accepted):
        ws.ok(ADJUDICATION_RECORD, {"input": {**base, "kind": "accepted", "on": accepted}})
    with on_day(made):
        ws.ok(ADJUDICATION_RECORD, {"input": {**base, "kind": "determined", "on": made, "adjudicator": "A. Adjudicator",
                                              "amount": amount, "payBy": pay_by, "chargingOrderApproved": False}})
    return number
