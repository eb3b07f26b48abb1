"""The GraphQL the remedies' tests send."""
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
