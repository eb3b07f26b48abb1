"""A Connection to the accounting service (spec 1 section 4: id, provider, remoteId, remotes)."""
import graphene
from graphene import relay

from app.graphql.core.ids import tenant_local, tenant_row
from app.graphql.core.viewer import viewer_of
from app.integrations import connection as accounting, models


class ConnectionStatus(graphene.Enum):
    class Meta:
        description = "Where the connection stands (spec 1 section 4, Integration states)."

    DISCONNECTED = models.DISCONNECTED
    AUTHORISING = models.AUTHORISING
    CHOOSE = models.CHOOSE
    CONNECTED = models.CONNECTED
    RECONNECT = models.RECONNECT

    @property
    def description(self):
        return {
            models.DISCONNECTED: "Not connected.",
            models.AUTHORISING: "An authorisation was started; its saved state is valid for 300 s.",
            models.CHOOSE: "Authorised: choose the remote organisation.",
            models.CONNECTED: "Connected to the chosen remote organisation.",
            models.RECONNECT: "The provider refused the saved grant (revoked or expired): connect again.",
        }[self.value]


class Remote(graphene.ObjectType):
    class Meta:
        description = "An organisation in the accounting service that the grant reaches (a Xero tenant)."

    id = graphene.String(required=True, description="The provider's id of it (Xero's tenantId).")
    name = graphene.String(required=True, description="Its name in the accounting service.")


class Connection(graphene.ObjectType):
    class Meta:
        interfaces = (relay.Node,)
        description = "The organisation's connection to an accounting service (Xero)."

    provider = graphene.String(required=True, description="'xero'.")
    status = graphene.Field(ConnectionStatus, required=True, description="Where the connection stands.")
    remote_id = graphene.String(description="The chosen remote organisation; null until chosen.")
    remote_name = graphene.String(description="Its name; null until chosen.")
    remotes = graphene.List(graphene.NonNull(Remote), required=True,
                            description="The remote organisations to choose from (empty when not authorised).")
    last_error = graphene.String(description="The last thing that went wrong (a claim not posted, a refused "
                                             "grant); null once a claim is posted again.")
    last_error_at = graphene.DateTime(description="When the last error happened.")
    retention_receivable_code = graphene.String(
        required=True, description="The Xero account code retention posts to on the organisation's sales invoices "
                                   "(withheld from it, and released to it: no revenue). '': uncoded (Claimdesk's "
                                   "default), for the accounts team to code.")
    retention_payable_code = graphene.String(
        required=True, description="The Xero account code retention posts to on the organisation's bills (retention "
                                   "it holds, and releases: no expense). '': uncoded (Claimdesk's default).")

    @staticmethod
    def resolve_id(root, info):
        return tenant_local(info.context.org.id, root.id)

    @staticmethod
    def resolve_status(root, info):
        return accounting.status_of(root)

    @staticmethod
    def resolve_remotes(root, info):
        return [Remote(id=r["id"], name=r["name"]) for r in root.remotes or []]

    @staticmethod
    def resolve_remote_name(root, info):
        return next((r["name"] for r in root.remotes or [] if r["id"] == root.remote_id), None)

    @classmethod
    def get_node(cls, info, id):
        org = info.context.org
        row_id = tenant_row(id, org and org.id, number=True)
        if row_id is None:
            return None
        return next((c for c in accounting.connections(viewer_of(info)) if c.id == row_id), None)

    @classmethod
    def is_type_of(cls, root, info):
        return isinstance(root, models.Connection)
