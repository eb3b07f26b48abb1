"""uploadCreate: a pending upload and the URL the browser PUTs the file to (see app.uploads)."""
import graphene

from app.graphql.core.viewer import viewer_of
from app.uploads import checks, service


class UploadPurpose(graphene.Enum):
    class Meta:
        description = "What an upload is for: it accepts that use's types and size, and can be put to no other."

    Logo = checks.LOGO
    Attachment = checks.ATTACHMENT


class UploadCreateInput(graphene.InputObjectType):
    """What will be uploaded."""

    content_type = graphene.String(
        required=True,
        description="A logo: image/png, image/jpeg, image/gif or image/svg+xml. An attachment: those, "
                    "application/pdf, image/webp, image/tiff, image/heic, image/heif, DOCX, XLSX or PPTX "
                    "(their application/vnd.openxmlformats-officedocument.* types), text/csv or text/plain.")
    purpose = graphene.Field(UploadPurpose, default_value=checks.LOGO,
                             description="Logo (the default: at most 5 MB) or Attachment (a claim's or a line's "
                                         "file: at most 25 MB).")


class UploadCreatePayload(graphene.ObjectType):
    class Meta:
        description = (
            "Start an upload (Progress Claims). PUT the file to putUrl with this Content-Type within 15\n"
            "minutes; only a 200 answer is success. The file is checked again when it is used (a logo,\n"
            "or an attachment in claimPatch / ledgerUpdate)."
        )

    upload_id = graphene.ID(required=True, description="The upload, to pass where it is used (logoUploadId, "
                                                       "claimPatch attach, a line's files).")
    put_url = graphene.String(required=True, description="Where to PUT the file (expires after 15 minutes; one PUT).")
    content_type = graphene.String(required=True, description="The Content-Type to PUT the file with.")


class UploadCreate(graphene.Mutation):
    class Meta:
        description = UploadCreatePayload._meta.description
        output = UploadCreatePayload

    class Arguments:
        input = UploadCreateInput(required=True)

    def mutate(root, info, input):
        purpose = getattr(input.purpose, "value", input.purpose) or checks.LOGO
        created = service.create(viewer_of(info), input.content_type, purpose)
        return UploadCreatePayload(upload_id=created.upload_id, put_url=created.put_url, content_type=created.content_type)


class UploadsMutation(graphene.ObjectType):
    upload_create = UploadCreate.Field()
