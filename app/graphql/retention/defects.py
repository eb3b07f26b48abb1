"""The notice before use for defects (issue 38): its type, the query listing a contract's notices, and
the mutations that make, serve and act on one. Thin: the rules live in app.retention.defects."""
import graphene
from graphql_relay import to_global_id

from app.documents.kinds import door_url
from app.domain.retention_release import USE_NOTICE_WORKING_DAYS
from app.errors import NotFound
from app.graphql.core.ids import contract_id_of
from app.graphql.core.inputs import plain
from app.graphql.core.mutations import ViewerMutation
from app.graphql.core.scalars import Cents
from app.graphql.core.viewer import viewer_of
from app.graphql.retention.mutations import RetentionLedgerPayload, _ledger_of
from app.retention import defect_notice, defects, policy


class RetentionDefectEvidence(graphene.ObjectType):
    class Meta:
        description = "A file named as evidence of the defect (uploaded by the holder)."

    filename = graphene.String(required=True, description="The file's name as shown on the notice.")
    content_type = graphene.String(description="Its type.")
    size = graphene.Int(description="Its size in bytes.")
    sha256 = graphene.String(description=("The SHA-256 of the file as stored and served (checked, sanitised where its "
                                          "type is), named on the notice; null on notices made before it was kept."))


class RetentionDefectNoticeCopy(graphene.ObjectType):
    class Meta:
        description = "A copy of the notice emailed: to whom, when, and the SHA-256 of the PDF that went."

    email = graphene.String(required=True, description="The recipient.")
    sha256 = graphene.String(description="The SHA-256 of the PDF emailed; null until the email has gone.")
    served_at = graphene.DateTime(description="When the email carrying it went; null until then.")


class RetentionDefectNotice(graphene.ObjectType):
    class Meta:
        description = ("A written notice to the subcontractor that retention money will be used to remedy a defect "
                       "(CCA s 18D: only where the contract permits, after 10 working days' written notice).")

    number = graphene.Int(required=True, description="Its number on the contract: 1, 2, ...")
    notice_date = graphene.Date(required=True, description="The date of the notice (the day it was made).")
    holder_name = graphene.String(required=True, description="The party holding the retention money (party A).")
    payee_name = graphene.String(required=True, description="The subcontractor it is held for (party B).")
    payee_address = graphene.String(required=True, description=(
        "The subcontractor's address for service as the contract's details gave it when the notice was made, or "
        "that none was recorded."))
    amount = Cents(required=True, description="The most that may be used under it, in cents.")
    used = Cents(required=True, description="Used under it so far, in cents.")
    left = Cents(required=True, description="What may still be used under it, in cents.")
    defect = graphene.String(required=True, description="The defect to be remedied.")
    evidence = graphene.List(graphene.NonNull(RetentionDefectEvidence), required=True,
                             description="The files named as evidence.")
    clause = graphene.String(required=True, description="The contract's clause permitting use, as stated then.")
    procedure = graphene.String(required=True, description="The contract's procedure before use, as stated then.")
    use_from = graphene.Date(required=True, description=(
        "The first day the money may be used: 10 working days after the day it was served (before it is served, "
        "after its date)."))
    use_from_words = graphene.String(required=True, description="'The retention money may be used from {date}.'")
    served = graphene.Boolean(required=True, description="It has been served.")
    served_manner = graphene.String(description="email, personal, left or post; null until served.")
    served_on = graphene.Date(description="The day it was served; null until then.")
    served_to = graphene.String(required=True, description="On whom or where it was served (the addresses emailed).")
    served_words = graphene.String(description="'Served by post on 2 March 2026'; null until served.")
    email_service_agreed = graphene.Boolean(required=True, description=(
        "The contract's parties agree to service by email (regs 9-10): else it is served by hand or post."))
    how_to_serve = graphene.String(required=True, description="How to serve it without email service.")
    sha256 = graphene.String(description="The SHA-256 of the PDF last emailed; null until a copy has gone.")
    copies = graphene.List(graphene.NonNull(RetentionDefectNoticeCopy), required=True,
                           description="The copies emailed, one per recipient.")
    pdf_view_url = graphene.String(required=True, description=(
        "The notice as PDF (GET /v1/pdf?document=retention_defect), relative: the bytes served."))
    rules_note = graphene.String(required=True, description="The date of the rules it encodes and 'not legal advice'.")

    @staticmethod
    def of(contract_id: int, view: defects.NoticeView):
        n = view.notice
        out = RetentionDefectNotice(
            number=n.number, notice_date=n.notice_date, holder_name=n.holder_name, payee_name=n.payee_name,
            payee_address=defect_notice.address_words(n), amount=n.amount, used=view.used, left=view.left,
            defect=n.defect,
            evidence=[RetentionDefectEvidence(filename=f["filename"], content_type=f.get("contentType"),
                                              size=f.get("size"), sha256=f.get("sha256")) for f in n.evidence or []],
            clause=n.clause, procedure=n.procedure, use_from=n.use_from, use_from_words=defect_notice.use_words(n),
            served=n.served_on is not None, served_manner=n.served_manner, served_on=n.served_on,
            served_to=n.served_to, served_words=view.served_words, email_service_agreed=view.email_agreed,
            how_to_serve=defects.HOW_TO_SERVE, sha256=n.sha256,
            copies=[RetentionDefectNoticeCopy(email=c.email, sha256=c.sha256, served_at=c.served_at)
                    for c in view.copies],
            rules_note=defect_notice.RULES_NOTE)
        out._contract_id = contract_id
        return out

    @staticmethod
    def resolve_pdf_view_url(root, info):
        viewer = viewer_of(info)
        return door_url(defect_notice.KIND, contract_gid=to_global_id("Contract", root._contract_id),
                        account_id=viewer.account_id, org_slug=viewer.org.slug, number=root.number)


class RetentionServiceManner(graphene.ObjectType):
    class Meta:
        description = "A way a person may serve a notice before use for defects (s 80), as the record of service takes it."

    value = graphene.String(required=True, description="personal, left or post (the record of service's `manner`).")
    label = graphene.String(required=True, description="As the screen names it.")


# The screen's names of the manners a person records (app.retention.defects.PERSON_MANNERS; email is served
# through Claimdesk itself), so the form offers exactly the values the server accepts.
MANNER_LABELS = {
    defects.PERSONAL: "Delivered to the person",
    defects.LEFT: "Left at their place of business",
    defects.POST: "Posted",
}


# The rule the dialog states, its period the one app.domain.retention_release counts `use_from` with.
USE_RULE = (f"Retention money may be used only to remedy defects, where the contract permits it, after "
            f"{USE_NOTICE_WORKING_DAYS} working days' written notice to the subcontractor (CCA s 18D).")


class RetentionDefects(graphene.ObjectType):
    class Meta:
        description = "A contract's notices before use for defects, as the viewer's side reads them."

    notices = graphene.List(graphene.NonNull(RetentionDefectNotice), required=True, description=(
        "Newest first; the subcontractor's side sees only those served."))
    clause = graphene.String(required=True, description=(
        "The contract's clause permitting use for defects (its retention terms); empty: none recorded."))
    no_clause = graphene.String(description="Why no notice can be given (no permitting clause); null when one is.")
    viewer_can_record = graphene.Boolean(required=True, description="The viewer may make, serve and act on notices.")
    payee_address = graphene.String(required=True, description=(
        "The subcontractor's address for service as the contract's details give it now (what a new notice will "
        "name), or that none is recorded."))
    rule = graphene.String(required=True, description=(
        "The rule in words: used only to remedy defects, where the contract permits it, after written notice (s 18D)."))
    manners = graphene.List(graphene.NonNull(RetentionServiceManner), required=True,
                            description="The ways a person may record serving a notice (by hand or post, s 80).")

    def resolve_rule(root, info):
        return USE_RULE

    def resolve_payee_address(root, info):
        return defects.payee_address_of(root._contract_id) or defect_notice.NO_ADDRESS

    def resolve_manners(root, info):
        return [RetentionServiceManner(value=m, label=MANNER_LABELS[m]) for m in defects.PERSON_MANNERS]


class RetentionDefectsQuery(graphene.ObjectType):
    retention_defects = graphene.Field(RetentionDefects, contract_id=graphene.ID(
        required=True, description="The contract's global ID."), description=(
        "A contract's notices before use of retention money for defects; null when out of reach or signed out."))

    def resolve_retention_defects(root, info, contract_id):
        viewer = viewer_of(info, required=False)
        if viewer is None:
            return None
        cid = contract_id_of(contract_id)
        try:
            views = defects.notices(viewer, cid)
        except NotFound:
            return None
        from app.contracts import access

        found = access.get_contract(viewer, cid)
        clause = defects.clause_of(found)[0]
        out = RetentionDefects(notices=[RetentionDefectNotice.of(cid, v) for v in views], clause=clause,
                               no_clause=None if clause else defects.NO_CLAUSE,
                               viewer_can_record=policy.may_record(found))
        out._contract_id = cid
        return out


# ---- inputs ---------------------------------------------------------------------------------------

class RetentionDefectFileInput(graphene.InputObjectType):
    class Meta:
        description = "An uploaded file (an attachment upload of the viewer's organisation) named as evidence."

    id = graphene.ID(required=True, description="The upload's id.")
    filename = graphene.String(required=True, description="The name to show.")


class RetentionDefectNoticeMakeInput(graphene.InputObjectType):
    class Meta:
        description = "A notice before use for defects: the defect, its evidence and the amount to be used."

    contract_id = graphene.ID(required=True, description="The contract (the viewer's side holds its retention).")
    defect = graphene.String(required=True, description="The defect to be remedied.")
    amount = Cents(required=True, description="The most to be used, in cents (not more than is held).")
    evidence = graphene.List(graphene.NonNull(RetentionDefectFileInput), description="Files showing the defect.")


class RetentionDefectNoticeRefInput(graphene.InputObjectType):
    class Meta:
        description = "A notice of a contract."

    contract_id = graphene.ID(required=True, description="The contract.")
    number = graphene.Int(required=True, description="The notice's number on the contract.")


class RetentionDefectServiceInput(graphene.InputObjectType):
    class Meta:
        description = "How a person served the notice (s 80): by hand, left at the place of business, or by post."

    contract_id = graphene.ID(required=True, description="The contract.")
    number = graphene.Int(required=True, description="The notice's number on the contract.")
    manner = graphene.String(required=True, description="personal, left or post.")
    served_on = graphene.Date(description="The day it was served (not before its date, not in the future).")
    served_to = graphene.String(description="On whom, or where, it was served.")


class RetentionDefectUseInput(graphene.InputObjectType):
    class Meta:
        description = "Retention money used to remedy defects, under a served notice."

    contract_id = graphene.ID(required=True, description="The contract.")
    notice_number = graphene.Int(description="The served notice it is used under.")
    amount = Cents(required=True, description="Cents used (not more than the notice leaves nor is held).")
    date = graphene.Date(required=True, description="The day it was used (on or after the notice's first day of use).")
    bank_ref = graphene.String(description="The bank line or payment reference.")
    note = graphene.String(description="What was done.")


# ---- mutations ------------------------------------------------------------------------------------

class RetentionDefectNoticePayload(graphene.ObjectType):
    class Meta:
        description = "The notice as it now stands."

    notice = graphene.Field(RetentionDefectNotice, required=True, description="The notice.")
    sent_count = graphene.Int(required=True, description="Emails promised by this call (0 when none).")


class RetentionDefectNoticeMake(ViewerMutation):
    class Meta:
        description = ("Make a notice to the subcontractor that retention money will be used to remedy a defect (the "
                       "holder's owners and members with Edit); refused where the contract's terms record no clause "
                       "permitting it, or for more than is held.")
        output = RetentionDefectNoticePayload

    class Arguments:
        input = RetentionDefectNoticeMakeInput(required=True, description="The notice.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        contract_id = contract_id_of(data.pop("contract_id"))
        _, view = defects.make_notice(viewer, contract_id, data)
        return RetentionDefectNoticePayload(notice=RetentionDefectNotice.of(contract_id, view), sent_count=0)


class RetentionDefectNoticeServe(ViewerMutation):
    class Meta:
        description = ("Serve the notice by email on the subcontractor's recipients (only where email service is "
                       "agreed), the PDF attached and its SHA-256 recorded per recipient; each recipient once.")
        output = RetentionDefectNoticePayload

    class Arguments:
        input = RetentionDefectNoticeRefInput(required=True, description="The notice.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        contract_id = contract_id_of(data["contract_id"])
        _, view, sent = defects.serve_by_email(viewer, contract_id, data["number"])
        return RetentionDefectNoticePayload(notice=RetentionDefectNotice.of(contract_id, view), sent_count=sent)


class RetentionDefectNoticeRecordService(ViewerMutation):
    class Meta:
        description = "Record that a person served the notice by hand, by leaving it, or by post (s 80)."
        output = RetentionDefectNoticePayload

    class Arguments:
        input = RetentionDefectServiceInput(required=True, description="The service.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        contract_id = contract_id_of(data["contract_id"])
        _, view = defects.record_service(viewer, contract_id, data["number"], manner=data.get("manner"),
                                         served_on=data.get("served_on"), served_to=data.get("served_to"))
        return RetentionDefectNoticePayload(notice=RetentionDefectNotice.of(contract_id, view), sent_count=0)


class RetentionDefectUseRecord(ViewerMutation):
    class Meta:
        description = ("Record retention money used to remedy defects under a served notice: refused before its "
                       "first day of use or without one, beyond its amount or the retention money held.")
        output = RetentionLedgerPayload

    class Arguments:
        input = RetentionDefectUseInput(required=True, description="The use.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        contract_id = contract_id_of(data.pop("contract_id"))
        defects.record_use(viewer, contract_id, data)
        return RetentionLedgerPayload(ledger=_ledger_of(viewer, contract_id))


class RetentionDefectsMutation(graphene.ObjectType):
    retention_defect_notice_make = RetentionDefectNoticeMake.Field(
        description="Make a notice before use of retention money for defects.")
    retention_defect_notice_serve = RetentionDefectNoticeServe.Field(description="Serve the notice by email.")
    retention_defect_notice_record_service = RetentionDefectNoticeRecordService.Field(
        description="Record the notice served by hand or post.")
    retention_defect_use_record = RetentionDefectUseRecord.Field(
        description="Record retention money used for defects under a served notice.")
