import graphene

from app.documents.models import CLAIM


class AccessLink(graphene.ObjectType):
    class Meta:
        description = ("A public access link the viewer's organisation emailed with a claim or its payment schedule "
                       "to one recipient (app.links). Its key is never shown again: only the email carried it.")

    id = graphene.ID(required=True, description="The link's id (the first segment after /link/).")
    document = graphene.String(required=True, description="'claim' or 'schedule': the email that carried it.")
    email = graphene.String(required=True, description="Who it was sent to.")
    issued_at = graphene.DateTime(required=True, description="When its current key was emailed.")
    expires_at = graphene.DateTime(required=True, description="When it stops working (ACCESS_LINK_TTL_DAYS).")
    revoked_at = graphene.DateTime(description="When it was revoked; null while it works.")
    last_used_at = graphene.DateTime(description="When it was last opened.")

    @staticmethod
    def resolve_document(root, info):
        return "claim" if root.document == CLAIM else "schedule"
