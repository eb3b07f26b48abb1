"""The world the isolation enumerator probes: a victim contract with everything an id can name,
an attacker organisation with its own contract, and the victim's own view of it all.

    w = build_world(workspace)        # workspace: the module_workspace factory
    w.ids["contract"], w.mine["contract"], w.markers     # the victim's ids, the attacker's, what must never leak
    w.mine["invitation"]              # the attacker's project naming the victim as its customer, not yet answered
    w.ids["supplier_issue"]           # the victim's own request to its customer (raised by the supplier side)
    w.mine["issue"]                   # the attacker's own issue, to w.mine["variation_contract"] (its subcontractor)
    w.view()                          # everything the victim's parties see, read through their own queries

Every name the victim types carries one marker string (`w.mark`), so a leak of any of them is
found by searching a whole response for it.
"""
import uuid
from dataclasses import dataclass, field
from datetime import date

from graphql import parse, print_ast, visit
from graphql.language import (DocumentNode, FieldNode, NameNode, OperationDefinitionNode, OperationType,
                              SelectionSetNode, VariableNode, Visitor)
from graphql_relay import from_global_id, to_global_id

from app.db import db
from app.retention import ledger as retention_ledger
from app.contracts.models import Contract
from tenants.context import tenant_context
from tenants.models import Organisation
from app.retention import reports as retention_reports
from app.retention.report_models import QUARTERLY

from tests.api.factories import (
    BY_SLUG, CONTRACT_CLAIMS, CREATE, INVITATIONS, INVITE, LEDGER, LIST, PDF, PERIOD, Project, accept_invitation,
    add_other_contact, gst, line, project_input, set_business, upload,
)

GST_NUMBER = "49-091-850"
VIEWER = ["ContractComment", "ContractView", "ProgressClaims"]

ORG = """
{ org { id name slug
        defaultContact { id name entityName address gstNumber website logoUrl }
        members { totalCount edges { node { id userId name email permissions invitePending } } } } }
"""
CONTACT = "query($id: ID!) { node(id: $id) { ... on Contact { id name entityName address gstNumber } } }"
PAY_CYCLES = "{ payCycles { id name description } }"
PAY_CYCLE_CREATE = ("mutation($name: String!) { payCycleCreate(input: {name: $name, params: {period: \"monthly\", "
                    "submit1: 20, pay1: 21, pay1FollowingPeriod: true}}) { payCycle { id } } }")
PAY_CYCLE_SET = ("mutation($c: ID!, $p: ID) { contractPayCycleSet(input: {contractId: $c, payCycleId: $p}) "
                 "{ contract { id } } }")
ACTIVITY = "{ activity { entries { id } } }"
SCHEDULE_SAVE = ("mutation($input: PaymentScheduleUpdateInput!) { paymentScheduleUpdate(input: $input) "
                 "{ claim { number } } }")
SCHEDULE = ("query($id: ID!) { node(id: $id) { ... on Contract { claim(number: 1) { schedule { status version notes "
            "scheduleExcl lines { itemId scheduled reason } } } } } }")


ISSUE_CREATE = "mutation($input: IssueCreateInput!) { issueCreate(input: $input) { issue { id } } }"
ESTIMATE_SAVE = ("mutation($input: VariationEstimateSaveInput!) { variationEstimateSave(input: $input) "
                 "{ variation { id } } }")
VARIATION = ("query($id: ID!) { contractVariations(contractId: $id) { id estimate { total lines { name } } "
             "supplierApproval { state } customerApproval { state } comments { body } } }")
VARIATION_COMMENT = ("mutation($input: VariationCommentAddInput!) { variationCommentAdd(input: $input) "
                     "{ comment { commentId } } }")
ADJUDICATION_PREPARE = ("mutation($input: AdjudicationNoticePrepareInput!) { adjudicationNoticePrepare(input: $input) "
                        "{ notice { number } } }")
ACCESS_LINKS = "query($id: ID!) { node(id: $id) { ... on Contract { claim(number: 1) { accessLinks { id } } } } }"


@dataclass
class World:
    mark: str
    victim: object          # the supplier's owner (Workspace)
    customer: object        # the customer's owner
    insider: object         # a member of the supplier with the Viewer role (no edit, no pay cycles, no org edit)
    attacker: object        # another organisation's owner
    project: Project
    ids: dict               # the victim's objects: global ids, slugs, emails, upload ids
    mine: dict              # the attacker's own objects
    emails: list = field(default_factory=list)
    run_jobs: object = field(default=None, repr=False)
    seen: dict | None = None  # the victim's view as the last case left it (read again after a failure)

    @property
    def markers(self) -> list[str]:
        """Strings only the victim's side knows: none may appear in an outsider's answer (unless the
        outsider sent it)."""
        return [self.mark, "091-850", "091850", *self.emails, self.victim.org["slug"], self.customer.org["slug"],
                self.ids["upload_attached"], self.ids["issue_upload"], self.ids["comment_upload"],
                self.ids["contract_slug"]]

    def view(self) -> dict:
        """What both parties see, through their own queries; links are left out (they are signed per request).
        Each party's queries go as one request (`merged`): the enumerator reads the view after every
        case, and as seventeen requests it cost half a second a case."""
        p, v, c = self.project, self.victim, self.customer
        slug = {"owner": v.org["slug"], "slug": self.ids["contract_slug"]}
        claims = {"id": p.id}
        mine = merged(v, {
            "contract": (BY_SLUG, slug), "ledger": (LEDGER, claims),
            "claim1": (CONTRACT_CLAIMS, {**claims, "number": 1}), "claim2": (CONTRACT_CLAIMS, {**claims, "number": 2}),
            "org": (ORG, {}),
            "contact": (CONTACT, {"id": self.ids["contact"]}), "payCycles": (PAY_CYCLES, {}), "projects": (LIST, {}),
            "invitations": (INVITATIONS, {}), "variations": (VARIATION, claims)})
        theirs = merged(c, {
            "customerContract": (BY_SLUG, slug), "customerClaim1": (CONTRACT_CLAIMS, {**claims, "number": 1}),
            "customerOrg": (ORG, {}), "customerProjects": (LIST, {}), "customerSchedule": (SCHEDULE, claims),
            "customerVariations": (VARIATION, claims)})
        seen = {**mine, **theirs, "ledger": mine["ledger"]["node"]["ledger"], "claim1": mine["claim1"]["node"],
                "claim2": mine["claim2"]["node"], "customerClaim1": theirs["customerClaim1"]["node"],
                "insiderOrg": self.insider.ok(ORG)["org"]["name"]}
        return _without_links(seen)


def merged(ws, parts: dict[str, tuple[str, dict]]) -> dict:
    """{part: what `ws.ok(query, variables)` answers} for every part, asked in one request: each
    part's root fields aliased and its variables renamed with the part's name (`part__`)."""
    operations, variables = [], {}
    for part, (query, values) in parts.items():
        [operation] = parse(query).definitions
        renamed = visit(operation, _Prefixed(part))
        operations.append(renamed)
        variables |= {f"{part}__{name}": value for name, value in values.items()}
    document = OperationDefinitionNode(
        operation=OperationType.QUERY,
        variable_definitions=tuple(d for o in operations for d in o.variable_definitions),
        selection_set=SelectionSetNode(selections=tuple(s for o in operations for s in o.selection_set.selections)))
    data = ws.ok(print_ast(DocumentNode(definitions=(document,))), variables)
    return {part: {key.removeprefix(f"{part}__"): value for key, value in data.items() if key.startswith(f"{part}__")}
            for part in parts}


class _Prefixed(Visitor):
    """Renames an operation's variables and aliases its root fields with one part's prefix."""

    def __init__(self, part: str):
        super().__init__()
        self.part = part

    def enter_variable(self, node, *_):
        return VariableNode(name=NameNode(value=f"{self.part}__{node.name.value}"))

    def enter_field(self, node, key, parent, path, ancestors):
        if any(isinstance(a, FieldNode) for a in ancestors):
            return None  # below the root
        shown = (node.alias or node.name).value
        return FieldNode(alias=NameNode(value=f"{self.part}__{shown}"), name=node.name, arguments=node.arguments,
                         directives=node.directives, selection_set=node.selection_set)


def _without_links(value):
    if isinstance(value, dict):
        return {k: _without_links(v) for k, v in value.items() if not k.lower().endswith("url")}
    if isinstance(value, list):
        return [_without_links(v) for v in value]
    return value


def _members(ws) -> dict:
    return {e["node"]["email"]: e["node"] for e in ws.ok(ORG)["org"]["members"]["edges"]}


def _submitted_project(supplier, customer_ws=None, customer_emails=(), site_name="Site", line_name="Line",
                       file_name=None, site=None, customer_contact=None) -> tuple[Project, str | None]:
    contract = supplier.ok(CREATE, {"input": project_input(customer_ws=customer_ws, customer_emails=customer_emails,
                                                           site_name=site_name, site=site,
                                                           customer_contact=customer_contact)})
    contract = contract["contractCreate"]["contract"]
    if customer_ws is not None:
        accept_invitation(customer_ws, contract["id"])
    p = Project(supplier, customer_ws, contract)
    p.new_claim()
    p.lines(create=[line("a", line_name, 1_000_000, amount=400_000, tax=gst(400_000))])
    pdf = upload(supplier, PDF, "application/pdf") if file_name else None
    body = p.patch(1, {**PERIOD, **({"attach": [{"id": pdf, "filename": file_name}]} if pdf else {})})
    assert "errors" not in body, body
    p.submitted(1)
    p.new_claim()
    return p, pdf


def build_world(workspace, run_jobs, connect_xero=None) -> World:
    """`connect_xero(ws)`: connects a workspace to the Xero fake, the victim's connection's id."""
    mark = "Qzv" + uuid.uuid4().hex[:8]
    victim = workspace(f"Vic{mark} Builders", user_name=f"Vowner {mark}")
    set_business(victim, f"Vic{mark} Builders Limited", address=f"1 {mark} Road, Auckland", gstNumber=GST_NUMBER)
    customer = workspace(f"Cust{mark} Client", user_name=f"Cowner {mark}")
    set_business(customer, f"Cust{mark} Client Limited", address=f"2 {mark} Road, Auckland")
    insider = victim.add_member(permissions=VIEWER)
    insider.ok(ORG)  # the first request accepts the invitation: done now, so no case is blamed for it
    invited = f"vinvite-{uuid.uuid4().hex[:10]}@example.com"
    victim.ok(INVITE, {"input": {"users": [{"email": invited}]}})
    site = {"line1": f"12 {mark} Street", "suburb": "CBD", "city": "Auckland", "postcode": "1010"}
    p, attached = _submitted_project(victim, customer_ws=customer, site_name=f"Tower {mark}",
                                     line_name=f"Earthworks {mark}", file_name=f"Report {mark}.pdf", site=site)
    p = Project(victim, customer, p.contract)
    customer.ok(SCHEDULE_SAVE, {"input": {  # the customer's draft payment schedule of claim 1
        "contractId": p.id, "number": 1, "claimRev": 1, "version": 0, "isTaxInvoice": False,
        "lines": [{"itemId": "a", "scheduled": 300_000, "reason": f"Short {mark}"}], "adjustExcl": 0, "adjustTax": 0,
        "scheduleExcl": 300_000, "scheduleTax": gst(300_000), "notes": [f"Withheld {mark}"], "reference": ""}})
    cycle = victim.ok(PAY_CYCLE_CREATE, {"name": f"Cycle {mark}"})["payCycleCreate"]["payCycle"]["id"]
    victim.ok(PAY_CYCLE_SET, {"c": p.id, "p": cycle})
    contact = add_other_contact(victim, entity_name=f"Other {mark} Ltd", name=f"Other {mark}")
    spare = upload(victim, PDF, "application/pdf")
    # The customer asks the victim for a variation, which the victim prices.
    drawing = upload(customer, PDF, "application/pdf")
    issue = customer.ok(ISSUE_CREATE, {"input": {"contractIds": [p.id], "title": f"Stair {mark}",
                                                 "body": f"Move the stair {mark}",
                                                 "files": [{"id": drawing, "filename": f"Stair {mark}.pdf"}]}}
                        )["issueCreate"]["issue"]["id"]
    variation = victim.ok(ESTIMATE_SAVE, {"input": {"issueId": issue, "contractId": p.id, "estimate": {
        "lines": [{"name": f"Stair {mark}", "qtyMilli": 1000, "unitPrice": 1_240_000}], "otherImpact": f"Crane {mark}",
        "scheduleImpact": "Three days", "scheduleImpactDays": 3}}})["variationEstimateSave"]["variation"]["id"]
    # The victim's own request for a variation to its customer (issue 36: raised from the supplier side).
    supplier_issue = victim.ok(ISSUE_CREATE, {"input": {"contractIds": [p.id], "title": f"Fire stopping {mark}"}}
                               )["issueCreate"]["issue"]["id"]
    sketch = upload(victim, PDF, "application/pdf")
    victim.ok(VARIATION_COMMENT, {"input": {"issueId": issue, "contractId": p.id, "commentId": "victim-sketch",
                                            "body": f"Sketch {mark}",
                                            "files": [{"id": sketch, "filename": f"Sketch {mark}.pdf"}]}})
    # The victim's draft notice of adjudication of claim 1 (issue 39).
    victim.ok(ADJUDICATION_PREPARE, {"input": {"contractId": p.id, "claimNumbers": [1], "dispute": f"Dispute {mark}",
                                               "arose": "At the site", "chargingOrder": False,
                                               "ownerLiability": False}})
    connection = connect_xero(victim) if connect_xero else None
    # A retention entry on the victim's contract (its customer holds it; issue 38), written as the service does.
    with victim.app.app_context():
        contract_id = int(from_global_id(p.id)[1])
        retention_entry = retention_ledger.append(contract_id, "withheld", 50_000, date(2026, 4, 20),
                                                  note=f"Retention {mark}").id
        # A quarterly report of that ledger, made as serving the statement makes it (its emails aside).
        with tenant_context(db.session.get(Organisation, customer.org["id"])):  # the holder's records
            entries = retention_ledger.entries_of([contract_id])[contract_id]
            retention_report = retention_reports._make(db.session.get(Contract, contract_id), QUARTERLY,
                                                       entries, entries[0].seq, entries[-1].seq, date(2026, 4, 1),
                                                       date(2026, 6, 30), None, None).id
        db.session.commit()

    attacker = workspace("Attacker Co", user_name="Mallory")
    set_business(attacker, "Attacker Co Limited", address="9 Other Road")
    own, own_upload = _submitted_project(attacker, customer_emails=[f"acust-{uuid.uuid4().hex[:8]}@example.com"],
                                         customer_contact={"entityName": "Their Client Ltd"}, file_name="Mine.pdf")
    # The attacker's own variation: it raises an issue to its own subcontractor.
    sub = workspace("Attacker Sub")
    set_business(sub, "Attacker Sub Limited", address="8 Other Road")
    subcontract = sub.ok(CREATE, {"input": project_input(customer_ws=attacker, site_name="Attacker works")}
                         )["contractCreate"]["contract"]["id"]
    accept_invitation(attacker, subcontract)
    own_issue = attacker.ok(ISSUE_CREATE, {"input": {"contractIds": [subcontract], "title": "Own stair"}}
                            )["issueCreate"]["issue"]["id"]
    own_cycle = attacker.ok(PAY_CYCLE_CREATE, {"name": "Attacker runs"})["payCycleCreate"]["payCycle"]["id"]
    # The attacker names the victim as the customer of a project: an invitation the victim has not answered.
    invitation = attacker.ok(CREATE, {"input": {**project_input(site_name="Invitation"), "customer": {"id": to_global_id(
        "Organisation", victim.org["id"])}, "members": [{"relation": "Customer", "user": {"email": victim.email},
                                                         "isCustomerRecipient": True}]}})["contractCreate"]["contract"]
    run_jobs()

    members = _members(victim)
    contract = p.contract_claims(1)
    claim1, claim2 = p.claim(1), p.claim(2)
    full = victim.ok(BY_SLUG, {"owner": victim.org["slug"], "slug": p.contract["slug"]})["contract"]
    owner_user = next(m["user"]["id"] for m in full["members"] if m["user"]["email"] == victim.email)
    ids = {
        "contract": p.id, "contract_slug": p.contract["slug"], "owner_slug": victim.org["slug"],
        "org": to_global_id("Organisation", victim.org["id"]),
        "customer_org": to_global_id("Organisation", customer.org["id"]),
        "claim1": claim1["id"], "rev1": claim1["latest"]["id"], "claim2": claim2["id"], "rev2": claim2["draft"]["id"],
        "paycycle": cycle, "contact": contact, "default_contact": victim.ok(ORG)["org"]["defaultContact"]["id"],
        "member": members[insider.email]["id"], "user": members[insider.email]["userId"],
        "invited_member": members[invited]["id"], "invited_user": members[invited]["userId"],
        "owner_user": owner_user, "contract_member": full["members"][0]["id"],
        "account": to_global_id("Account", victim.account_id),
        "activity": victim.ok(ACTIVITY)["activity"]["entries"][0]["id"],
        "upload_attached": attached, "upload_spare": spare,
        "email": victim.email, "customer_email": customer.email, "insider_email": insider.email,
        "invited_email": invited, "item": "a",
        "issue": issue, "variation": variation, "supplier_issue": supplier_issue, "issue_upload": drawing, "comment_upload": sketch, "connection": connection,
        "retention_entry": to_global_id("RetentionEntry", retention_entry),
        "retention_report": to_global_id("RetentionReport", retention_report),
        "access_link": victim.ok(ACCESS_LINKS, {"id": p.id})["node"]["claim"]["accessLinks"][0]["id"],
    }
    assert contract["claimsCount"] == 2
    mine = {"contract": own.id, "paycycle": own_cycle, "upload": own_upload,
            "org": to_global_id("Organisation", attacker.org["id"]), "invitation": invitation["id"],
            "invitation_slug": invitation["slug"], "slug": attacker.org["slug"], "issue": own_issue,
            "variation_contract": subcontract}
    return World(mark, victim, customer, insider, attacker, p, ids, mine,
                 emails=[victim.email, customer.email, insider.email, invited], run_jobs=run_jobs)


def missing_like(global_id: str) -> str:
    """An id of the same type that exists nowhere."""
    kind, local = from_global_id(global_id)
    return to_global_id(kind, f"{local.split(':')[0]}:987654321" if ":" in local else "987654321")
