"""The quarterly compliance certificate for directors in GraphQL (issue 38): `retentionCertificates` (the
organisation's certificates, owners only), `retentionCertificatePrepare` (run the five checks for a quarter),
`retentionCertificateExplain` (record why a check failed) and `retentionCertificateSign`. Thin: the rules
are app.retention.certificate's."""
from datetime import timedelta

import graphene
from graphql_relay import to_global_id

from app.documents.kinds import door_url
from app.domain.working_days import today_in_auckland
from app.graphql.core.ids import tenant_id_or_error, tenant_local
from app.graphql.core.mutations import ViewerMutation
from app.graphql.core.viewer import viewer_of
from app.retention import certificate as service


class RetentionCertificateEvidence(graphene.ObjectType):
    class Meta:
        description = "One piece of a check's evidence: a hash, a date, an amount, what was found."

    label = graphene.String(required=True, description="What it is.")
    value = graphene.String(required=True, description="Its value, as printed on the certificate.")


class RetentionCertificateCheck(graphene.ObjectType):
    class Meta:
        description = "One of the certificate's five checks, as last run (frozen once signed)."

    number = graphene.Int(required=True, description="1 to 5.")
    title = graphene.String(required=True, description="What it checks, with the sections of the Act.")
    passed = graphene.Boolean(required=True, description="It passed.")
    result = graphene.String(required=True, description="What was found, in words.")
    refusal = graphene.String(description="Why the certificate cannot be signed while this check fails and has no "
                                          "explanation ('Check 3 failed: ... Fix it or record why before signing.'); "
                                          "null when it passed or is explained.")
    explanation = graphene.String(description="Why it failed, as recorded; null: none.")
    explained_by = graphene.String(description="Who recorded the explanation.")
    evidence = graphene.List(graphene.NonNull(RetentionCertificateEvidence), required=True,
                             description="Its evidence (hashes, dates, amounts).")


class RetentionCertificate(graphene.ObjectType):
    class Meta:
        description = ("A quarter's compliance certificate of the retention trust records (CCA Part 2 subpart 2A), "
                       "prepared and signed by a director (an owner of the organisation).")

    id = graphene.ID(required=True, description="The certificate's global ID.")
    quarter_start = graphene.Date(required=True, description="The quarter's first day.")
    quarter_end = graphene.Date(required=True, description="The quarter's last day.")
    as_of = graphene.Date(required=True, description="The day the checks were run as of (the quarter's end, or the "
                                                     "day prepared while the quarter ran).")
    checks = graphene.List(graphene.NonNull(RetentionCertificateCheck), required=True, description="The five checks.")
    signable = graphene.Boolean(required=True, description="Every check passed or is explained (and it is unsigned).")
    prepared_by = graphene.String(required=True, description="Who last ran the checks.")
    prepared_at = graphene.DateTime(required=True, description="When.")
    signed_by = graphene.String(description="The director who signed it; null: not signed.")
    signed_at = graphene.DateTime(description="When it was signed.")
    sha256 = graphene.String(description="The SHA-256 of the signed PDF.")
    pdf_url = graphene.String(description="The signed PDF at the documents' door (relative); null until signed.")

    @staticmethod
    def of(row, viewer):
        explanations = row.explanations or {}
        checks = []
        for c in row.checks:
            explained = explanations.get(str(c["number"]))
            refused = service.refusals([c], explanations)
            checks.append(RetentionCertificateCheck(
                number=c["number"], title=c["title"], passed=c["passed"], result=c["result"],
                refusal=None if row.signed_at else (refused[0] if refused else None),
                explanation=explained["text"] if explained else None, explained_by=explained["by"] if explained else None,
                evidence=[RetentionCertificateEvidence(label=e["label"], value=e["value"]) for e in c["evidence"]]))
        return RetentionCertificate(
            id=to_global_id("RetentionCertificate", tenant_local(viewer.org.id, row.id)), quarter_start=service.quarter_start(row.quarter_end),
            quarter_end=row.quarter_end, as_of=row.as_of, checks=checks,
            signable=row.signed_at is None and not service.refusals(row.checks, explanations),
            prepared_by=row.prepared_by_name, prepared_at=row.prepared_at, signed_by=row.signed_by_name,
            signed_at=row.signed_at, sha256=row.sha256,
            pdf_url=door_url(service.KIND, contract_gid="0", account_id=viewer.account_id, org_slug=viewer.org.slug,
                             number=row.id) if row.signed_at else None)


class RetentionCertificates(graphene.ObjectType):
    class Meta:
        description = "The organisation's compliance certificates and the quarter to certify next."

    current_quarter_end = graphene.Date(required=True, description="The last day of the quarter today is in.")
    last_quarter_end = graphene.Date(required=True, description="The last day of the quarter before it.")
    certificates = graphene.List(graphene.NonNull(RetentionCertificate), required=True,
                                 description="Newest quarter first.")


def certificates_of(viewer):
    rows = service.certificates(viewer)
    if rows is None:
        return None
    current = service.quarter_end_of(today_in_auckland())
    last = service.quarter_start(current) - timedelta(days=1)
    return RetentionCertificates(current_quarter_end=current, last_quarter_end=last,
                                 certificates=[RetentionCertificate.of(r, viewer) for r in rows])


def _id(value, viewer) -> int:
    # A certificate is a row of the organisation's own schema: its ID carries the organisation.
    return tenant_id_or_error(value, "RetentionCertificate", viewer.org.id, service.NOT_FOUND)


class RetentionCertificatePayload(graphene.ObjectType):
    class Meta:
        description = "The certificate as it now stands."

    certificate = graphene.Field(RetentionCertificate, required=True, description="The certificate.")


class RetentionCertificatePrepareInput(graphene.InputObjectType):
    class Meta:
        description = "The quarter to certify."

    quarter_end = graphene.Date(required=True, description="Its last day: 31 March, 30 June, 30 September or "
                                                           "31 December.")


class RetentionCertificatePrepare(ViewerMutation):
    class Meta:
        description = "Run the five checks for a quarter (owners only); a signed quarter is refused."
        output = RetentionCertificatePayload

    class Arguments:
        input = RetentionCertificatePrepareInput(required=True, description="The quarter.")

    @classmethod
    def perform(cls, viewer, input):
        return RetentionCertificatePayload(certificate=RetentionCertificate.of(
            service.prepare(viewer, input.quarter_end), viewer))


class RetentionCertificateExplainInput(graphene.InputObjectType):
    class Meta:
        description = "Why a check failed (an empty text removes the explanation)."

    certificate_id = graphene.ID(required=True, description="The RetentionCertificate.")
    check = graphene.Int(required=True, description="The check: 1 to 5.")
    explanation = graphene.String(required=True, description="Why it failed and what is being done (at most 2,000 "
                                                             "characters).")


class RetentionCertificateExplain(ViewerMutation):
    class Meta:
        description = "Record why a check failed, so the certificate can be signed with it printed (owners only)."
        output = RetentionCertificatePayload

    class Arguments:
        input = RetentionCertificateExplainInput(required=True, description="The explanation.")

    @classmethod
    def perform(cls, viewer, input):
        row = service.explain(viewer, _id(input.certificate_id, viewer), input.check, input.explanation)
        return RetentionCertificatePayload(certificate=RetentionCertificate.of(row, viewer))


class RetentionCertificateSignInput(graphene.InputObjectType):
    class Meta:
        description = "The certificate to sign."

    certificate_id = graphene.ID(required=True, description="The RetentionCertificate.")


class RetentionCertificateSign(ViewerMutation):
    class Meta:
        description = ("Sign the certificate as a director (owners only): the checks run again; a failed check "
                       "without an explanation is refused, naming it.")
        output = RetentionCertificatePayload

    class Arguments:
        input = RetentionCertificateSignInput(required=True, description="The certificate.")

    @classmethod
    def perform(cls, viewer, input):
        row = service.sign(viewer, _id(input.certificate_id, viewer))
        return RetentionCertificatePayload(certificate=RetentionCertificate.of(row, viewer))


class RetentionCertificateQuery(graphene.ObjectType):
    retention_certificates = graphene.Field(RetentionCertificates, description=(
        "The organisation's quarterly compliance certificates of its retention trust records; null when signed out "
        "or for a viewer who is not an owner."))

    def resolve_retention_certificates(root, info):
        viewer = viewer_of(info, required=False)
        return certificates_of(viewer) if viewer is not None else None


class RetentionCertificateMutation(graphene.ObjectType):
    retention_certificate_prepare = RetentionCertificatePrepare.Field(description="Run a quarter's checks.")
    retention_certificate_explain = RetentionCertificateExplain.Field(description="Explain a failed check.")
    retention_certificate_sign = RetentionCertificateSign.Field(description="Sign the certificate as a director.")
