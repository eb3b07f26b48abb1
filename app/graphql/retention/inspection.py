"""The subcontractor's side of the retention records (issue 38): its requests to inspect them (CCA s 18FC)
and the holder's answers, and the notices before use for defects served on it. Thin: the rules live in
app.retention.inspection."""
import graphene
from graphql_relay import to_global_id

from app.documents.kinds import door_url
from app.graphql.core.ids import contract_id_of
from app.graphql.core.inputs import plain
from app.graphql.core.mutations import ViewerMutation
from app.graphql.core.scalars import Cents
from app.graphql.core.viewer import viewer_of
from app.retention import defect_notice, inspection
from app.retention.inspection_models import ANSWER_MANNERS


class RetentionInspectionRequest(graphene.ObjectType):
    class Meta:
        description = ("A request by the party retention money is held for to inspect the records of it (CCA s 18FC), "
                       "and the holder's answer.")

    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    number = graphene.Int(required=True, description="Its number on the contract: 1, 2, ...")
    site_name = graphene.String(required=True, description="The contract's site name.")
    holder_name = graphene.String(required=True, description="The party holding the retention money (party A).")
    payee_name = graphene.String(required=True, description="The party it is held for, who asked (party B).")
    we_hold = graphene.Boolean(required=True, description="The viewer's organisation holds the money (it answers).")
    requester_name = graphene.String(required=True, description="Who asked, as named then.")
    message = graphene.String(required=True, description="Their message; empty when none.")
    requested_at = graphene.DateTime(required=True, description="When it was made.")
    requested_on = graphene.Date(required=True, description="The day it was made (Auckland).")
    open = graphene.Boolean(required=True, description="Not answered yet.")
    answered_on = graphene.Date(description="The day it was answered, as the holder recorded; null while open.")
    answered_at = graphene.DateTime(description="When the answer was recorded; null while open.")
    answered_by_name = graphene.String(required=True, description="Who recorded the answer; empty while open.")
    answer_manner = graphene.String(description="pack_sent or made_available; null while open.")
    answer_words = graphene.String(description="'Inspection pack sent on 5 March 2026'; null while open.")
    answer_note = graphene.String(required=True, description="The holder's note with its answer; empty when none.")
    viewer_can_answer = graphene.Boolean(required=True, description="The viewer may mark it answered.")
    pack_report_id = graphene.ID(description=("The inspection pack it was answered with (a RetentionReport of kind "
                                              "inspection, as retentionReports lists it); null when none."))

    @staticmethod
    def of(view: inspection.RequestView):
        r = view.request
        return RetentionInspectionRequest(
            contract_id=to_global_id("Contract", r.contract_id), number=r.number, site_name=view.site_name,
            holder_name=view.holder_name, payee_name=view.payee_name, we_hold=view.we_hold,
            requester_name=r.requester_name, message=r.message, requested_at=r.requested_at,
            requested_on=r.requested_on, open=r.answered_at is None, answered_on=r.answered_on,
            answered_at=r.answered_at, answered_by_name=r.answered_by_name, answer_manner=r.answer_manner,
            answer_words=view.answer_words, answer_note=r.answer_note,
            viewer_can_answer=view.can_answer and r.answered_at is None,
            pack_report_id=to_global_id("RetentionReport", r.pack_report_id) if r.pack_report_id else None)


class RetentionInspectionManner(graphene.ObjectType):
    class Meta:
        description = "A way a request to inspect may be answered."

    value = graphene.String(required=True, description="pack_sent or made_available.")
    label = graphene.String(required=True, description="As the screen names it.")


class RetentionInspectionLedger(graphene.ObjectType):
    class Meta:
        description = "A ledger held from the viewer's organisation, and whether the viewer may ask to inspect it."

    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    site_name = graphene.String(required=True, description="The contract's site name.")
    holder_name = graphene.String(required=True, description="The party holding the retention money.")
    viewer_can_request = graphene.Boolean(required=True, description=(
        "The viewer may ask (a member of the subcontractor's side with Edit on the contract)."))


class RetentionInspections(graphene.ObjectType):
    class Meta:
        description = ("Requests to inspect retention records (CCA s 18FC) on the viewer's ledgers: those made of "
                       "it (it holds the money: tasks to answer) and those it made.")

    requests = graphene.List(graphene.NonNull(RetentionInspectionRequest), required=True,
                             description="Open first, then newest; both sides.")
    held_from_us = graphene.List(graphene.NonNull(RetentionInspectionLedger), required=True,
                                 description="The ledgers held from the viewer's organisation (it may ask on them).")
    open_count = graphene.Int(required=True, description="Requests the viewer's organisation has still to answer.")
    right = graphene.String(required=True, description="What the Act requires (s 18FC) and that no period is set.")
    manners = graphene.List(graphene.NonNull(RetentionInspectionManner), required=True,
                            description="The ways a request may be answered.")
    rules_note = graphene.String(required=True, description="The date of the rules and 'not legal advice'.")


class RetentionDefectNoticeReceived(graphene.ObjectType):
    class Meta:
        description = ("A notice before use of retention money for defects (CCA s 18D) served on the viewer's "
                       "organisation by the party holding its retention money.")

    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    site_name = graphene.String(required=True, description="The contract's site name.")
    holder_name = graphene.String(required=True, description="The party holding the retention money, as named on it.")
    number = graphene.Int(required=True, description="Its number on the contract.")
    notice_date = graphene.Date(required=True, description="The date of the notice.")
    amount = Cents(required=True, description="The most that may be used under it, in cents.")
    used = Cents(required=True, description="Used under it so far, in cents.")
    defect = graphene.String(required=True, description="The defect to be remedied.")
    served_on = graphene.Date(required=True, description="The day it was served.")
    served_words = graphene.String(required=True, description="'Served by post on 2 March 2026'.")
    use_from = graphene.Date(required=True, description="The first day the money may be used (10 working days "
                                                        "after the day it was served).")
    use_from_words = graphene.String(required=True, description="'The retention money may be used from {date}.'")
    pdf_view_url = graphene.String(required=True, description=(
        "The notice as PDF (GET /v1/pdf?document=retention_defect), relative: the bytes served."))

    def resolve_pdf_view_url(root, info):
        viewer = viewer_of(info)
        return door_url(defect_notice.KIND, contract_gid=root.contract_id, account_id=viewer.account_id,
                        org_slug=viewer.org.slug, number=root.number)


def _received(item: inspection.ReceivedNotice) -> RetentionDefectNoticeReceived:
    n = item.notice
    return RetentionDefectNoticeReceived(
        contract_id=to_global_id("Contract", n.contract_id), site_name=item.site_name, holder_name=n.holder_name,
        number=n.number, notice_date=n.notice_date, amount=n.amount, used=item.used, defect=n.defect,
        served_on=n.served_on, served_words=defect_notice.served_words(n) or "", use_from=n.use_from,
        use_from_words=defect_notice.use_words(n))


class RetentionInspectionQuery(graphene.ObjectType):
    retention_inspections = graphene.Field(RetentionInspections, description=(
        "Requests to inspect the retention records on the viewer's ledgers, both sides; null when signed out."))
    retention_defect_notices_received = graphene.List(
        graphene.NonNull(RetentionDefectNoticeReceived), description=(
            "The notices before use for defects served on the viewer's organisation (its 'Held from us' ledgers), "
            "newest first; null when signed out."))

    def resolve_retention_inspections(root, info):
        viewer = viewer_of(info, required=False)
        if viewer is None:
            return None
        sides = inspection.ledger_sides(viewer)
        views = inspection.requests_of(viewer, sides)
        return RetentionInspections(
            requests=[RetentionInspectionRequest.of(v) for v in views],
            held_from_us=[RetentionInspectionLedger(contract_id=to_global_id("Contract", s.contract_id),
                                                    site_name=s.site_name, holder_name=s.holder_name,
                                                    viewer_can_request=s.can_request)
                          for s in sides if not s.we_hold],
            open_count=sum(1 for v in views if v.we_hold and v.request.answered_at is None),
            right=inspection.RIGHT,
            manners=[RetentionInspectionManner(value=m, label=inspection.MANNER_WORDS[m]) for m in ANSWER_MANNERS],
            rules_note=inspection.RULES_NOTE)

    def resolve_retention_defect_notices_received(root, info):
        viewer = viewer_of(info, required=False)
        if viewer is None:
            return None
        return [_received(item) for item in inspection.defect_notices_received(viewer)]


# ---- mutations ------------------------------------------------------------------------------------

class RetentionInspectionRequestInput(graphene.InputObjectType):
    class Meta:
        description = "A request to inspect the records of the retention money held for the viewer's organisation."

    contract_id = graphene.ID(required=True, description="The contract (the viewer's side is the payee).")
    message = graphene.String(description="An optional message to the holder.")


class RetentionInspectionAnswerInput(graphene.InputObjectType):
    class Meta:
        description = "The holder's answer to a request to inspect."

    contract_id = graphene.ID(required=True, description="The contract.")
    number = graphene.Int(required=True, description="The request's number on the contract.")
    manner = graphene.String(description="pack_sent or made_available.")
    answered_on = graphene.Date(description="The day it was answered (not before the request, not in the future).")
    note = graphene.String(description="A note: what was sent or where the records were made available.")


class RetentionInspectionPayload(graphene.ObjectType):
    class Meta:
        description = "The request as it now stands."

    request = graphene.Field(RetentionInspectionRequest, required=True, description="The request.")
    sent_count = graphene.Int(required=True, description="Emails promised by this call (0 when none).")


class RetentionInspectionRequestMake(ViewerMutation):
    class Meta:
        description = ("Ask to inspect the records of the retention money held for the viewer's organisation on a "
                       "contract (CCA s 18FC): the holder's owners are emailed once and it becomes their task; "
                       "members of the payee's side with Edit only; one open request per contract.")
        output = RetentionInspectionPayload

    class Arguments:
        input = RetentionInspectionRequestInput(required=True, description="The request.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        contract_id = contract_id_of(data["contract_id"])
        view, sent = inspection.request(viewer, contract_id, data.get("message"))
        return RetentionInspectionPayload(request=RetentionInspectionRequest.of(view), sent_count=sent)


class RetentionInspectionAnswer(ViewerMutation):
    class Meta:
        description = ("Mark a request to inspect the retention records answered: the day, how and a note (the "
                       "holder's owners and members with Edit).")
        output = RetentionInspectionPayload

    class Arguments:
        input = RetentionInspectionAnswerInput(required=True, description="The answer.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        contract_id = contract_id_of(data["contract_id"])
        view = inspection.answer(viewer, contract_id, data["number"], manner=data.get("manner"),
                                 answered_on=data.get("answered_on"), note=data.get("note"))
        return RetentionInspectionPayload(request=RetentionInspectionRequest.of(view), sent_count=0)


class RetentionInspectionMutation(graphene.ObjectType):
    retention_inspection_request = RetentionInspectionRequestMake.Field(
        description="Ask to inspect the records of the retention money held for the viewer's organisation.")
    retention_inspection_answer = RetentionInspectionAnswer.Field(
        description="Mark a request to inspect the retention records answered.")
