"""uploadCreate: a pending upload and the URL the browser PUTs the file to (see app.uploads)."""
import graphene

from app.orgs.access import current_actor
from app.uploads import service


class UploadCreateInput(graphene.InputObjectType):
    """What will be uploaded."""

    content_type = graphene.String(required=True, description="image/png, image/jpeg, image/gif or image/svg+xml.")


class UploadCreate(graphene.Mutation):
    """Start an upload (Progress Claims). PUT the file to putUrl with this Content-Type within 15
    minutes; only a 200 answer is success. The file is checked when it is used (a logo)."""

    class Meta:
        name = "UploadCreatePayload"

    class Arguments:
        input = UploadCreateInput(required=True)

    upload_id = graphene.ID(required=True, description="The upload, to pass where it is used (logoUploadId).")
    put_url = graphene.String(required=True, description="Where to PUT the file (expires after 15 minutes; one PUT).")
    content_type = graphene.String(required=True, description="The Content-Type to PUT the file with.")

    def mutate(root, info, input):
        created = service.create(current_actor(), input.content_type)
        return UploadCreate(upload_id=created.upload_id, put_url=created.put_url, content_type=created.content_type)


class UploadsMutation(graphene.ObjectType):
    upload_create = UploadCreate.Field()
