"""Workspace permissions and the roles that name sets of them."""
import graphene

from app.orgs import permissions as perms

WorkspacePermission = graphene.Enum(
    "WorkspacePermission",
    [(name, name) for name in perms.ALL],
    description="A workspace permission. ProgressClaims is product access ('Progress Claims'); OrgEdit is "
    "'Owner, full access' and grants every other. A set is always closed under implication.",
)
WorkspaceRole = graphene.Enum(
    "WorkspaceRole",
    [(name, name) for name, _ in perms.ROLES],
    description="Owner (all), Member (all contract permissions, claims, create contracts; the default), "
    "Viewer (view, comment, claims), None (claims only).",
)
