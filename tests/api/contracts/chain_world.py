"""The one contracting chain the chain API tests stand on (issue 40: test_chain, test_rollup,
test_cutoffs): Client Co (the principal) → Acme Builders (the head contractor, supplier on the head
contract) → a subcontract per subcontractor (Acme Builders their customer), each accepted, all made
through the API as the people would.

    world = chain_world(project, party, site="Queen St Apartments")   # Sparky Electrical and Pipe Dreams
    head, (sparky, pipes) = world.head, world.subs
    sub_claim(sparky, [("w", "Wiring", 1_234_567)])                      # its claim 1 for March, sent
    head_draft(head)                                                     # the head's draft claim 1 for March
    submitted(sparky, 2, period="2026-04")                               # a one-line claim for April, sent

A level below (a sub-subcontract) is `subcontract(world.subs[0], party("Wired Up"))`.
"""
from dataclasses import dataclass, field

from tests.api.factories import Project, gst, line, subcontract

SUBCONTRACTORS = ("Sparky Electrical", "Pipe Dreams")


@dataclass
class ChainWorld:
    head: Project  # supplier Acme Builders (the head contractor), customer Client Co (the principal)
    subs: list[Project] = field(default_factory=list)  # supplier the subcontractor, customer Acme Builders

    @property
    def principal(self):
        return self.head.customer

    @property
    def head_contractor(self):
        return self.head.supplier


def chain_world(project, party, site: str = "Queen St Apartments", subs=SUBCONTRACTORS, **kwargs) -> ChainWorld:
    """A head contract for `site` and a subcontract of it per name in `subs`."""
    head = project(site_name=site, **kwargs)
    return ChainWorld(head, [subcontract(head, party(name)) for name in subs])


def month(period: str) -> dict:
    """The claim fields of a month's claim ('2026-03'): its period, claimed on its last day, due 20 days on."""
    year, mon = int(period[:4]), int(period[5:7])
    nxt = (year + mon // 12, mon % 12 + 1)
    last = {2: 29 if year % 4 == 0 else 28, 4: 30, 6: 30, 9: 30, 11: 30}.get(mon, 31)
    return {"periodFrom": f"{period}-01", "periodTo": f"{period}-{last:02d}", "date": f"{period}-{last:02d}",
            "dueDate": f"{nxt[0]:04d}-{nxt[1]:02d}-20"}


def submitted(p: Project, number: int, amount: int = 1_000_000, period: str = "2026-03") -> None:
    """Claim `number` of `p` on one line of its own ('Stage N'), for the month, sent."""
    p.new_claim()
    p.lines(create=[line(None, f"Stage {number}", 10_000_000, amount=amount, tax=gst(amount))])
    p.patch(number, month(period))
    p.submitted(number)


def sub_claim(p: Project, lines, number: int = 1, period: str = "2026-03") -> None:
    """Claim `number` of subcontract `p` for the month, sent: `lines` [(item, name, cents)] made on its first
    claim (a $500,000 line each), their amounts set on a later one."""
    p.new_claim()
    if number == 1:
        p.lines(create=[line(item, name, 50_000_000, amount=amount, tax=gst(amount)) for item, name, amount in lines])
    else:
        p.lines(update=[{"itemId": item, "amount": amount, "tax": gst(amount)} for item, _, amount in lines])
    p.patch(number, month(period))
    p.submitted(number)


def head_draft(head: Project, number: int = 1, period: str = "2026-03") -> None:
    """The head contractor's draft claim `number` to the principal, for the month: on the first, its own
    lines (Electrical services $1,000.01, Plumbing, and its Margin line of $5,000)."""
    head.new_claim()
    if number == 1:
        head.lines(create=[line("e", "Electrical services", 90_000_000, amount=100_001, tax=gst(100_001)),
                           line("p", "Plumbing", 40_000_000),
                           line("m", "Margin", 10_000_000, type="Margin", amount=500_000, tax=gst(500_000))])
    head.patch(number, month(period))
