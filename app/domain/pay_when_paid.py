"""Wording that makes payment depend on another contract (pay-when-paid). Pure: no I/O.

Section 13 of the Construction Contracts Act 2002: a conditional payment provision, one making the
liability to pay (or the time of payment) depend on the payer being paid under another contract,
has no effect. So a payment schedule's reason 'not yet paid by the principal' cannot justify paying
less (issue 40, 'the s 13 guard'), and a retention release waiting on the principal's release is
refused (ss 13 and 18I, app.domain.retention_release). One rule serves both, so the two never drift:
`OTHER_CONTRACT_WORDS`, mirrored word for word by ui/src/domain/payWhenPaid.ts and checked on both
sides by tests/vectors/pay_when_paid.json (and the retention refusals by tests/vectors/retention.json).

What it finds (research RT-10, cca-retention-enforcement-chains.md section 3):

- the labels of the clause: 'pay when paid', 'paid if paid', 'pay-when-paid', 'back to back';
- the payer waiting on its own payment: 'when we are paid', 'once we get paid', 'until we receive
  payment', 'not yet paid by the client', 'once the client pays us', 'the principal has not paid',
  'awaiting payment from the owner', 'subject to payment from the principal';
- a release or payment tied to the other contract: 'when the principal releases', 'the principal's
  release', 'released by the principal', and any mention of the head or main contract ('practical
  completion of the head contract', 'not certified under the head contract', 'the main contract defects
  period'): a reason for paying a subcontractor less that cites the head contract waits on it.

What it leaves alone (no false positive: the vectors' `no` rows): 'paid in full on 3 March', 'paid by
bank transfer', 'principal amount', 'practical completion certified by the Principal' (on a head
contract the principal is a party), 'the head contractor's instruction' (a party, not the contract).
The words of the parties who pay: principal, client, owner, employer, developer,
head contractor, main contractor (not 'customer': on a subcontract the customer is the payer itself).

It is a warning on a schedule, not a refusal: the payer may still send (the Act, not Claimdesk,
decides what the reason is worth), and the send records it in the contract's activity.

Rules as at RULES_AS_AT (app.domain.claim_standing); this is not legal advice.
"""
import re

# The parties whose payment a payer might wait on.
_PAYER = r"(?:principal|client|owner|employer|developer|head contractor|main contractor)"
_THE = r"(?:the\s+|our\s+|my\s+)?"

# Kept equal to ui/src/domain/payWhenPaid.ts by tests/vectors/pay_when_paid.json (both suites run it).
OTHER_CONTRACT_WORDS = re.compile(
    r"\b(?:"
    # the clause by its names
    r"pa(?:y|id|yment)[\s-]+(?:when|if)[\s-]+paid"
    r"|back[\s-]+to[\s-]+back"
    # the payer waiting on its own payment: 'when we are paid', 'until we receive payment'
    r"|(?:when|once|until|till|unless|after|if|as soon as)\s+(?:we|i)(?:['’]ve|['’]re)?"
    r"(?:\s+(?:are|am|have|has|get|got|receive|been|being|ourselves))*\s+(?:paid|payment)"
    # 'not yet paid by the client', 'until paid by the principal'
    r"|(?:not|\w*n['’]t|until|till|unless|once|when|after)(?:\s+(?:yet|been|being|we|are|were|have|has|is))*"
    r"\s+paid\s+(?:for\s+)?by\s+" + _THE + _PAYER + r"\b"
    # 'the principal has not paid', 'once the client pays us', 'when the principal releases'
    r"|" + _PAYER + r"(?:['’]s)?\s+(?:has\s+not|hasn['’]t|has\s+yet\s+to|is\s+yet\s+to|have\s+not|haven['’]t|"
    r"did\s+not|didn['’]t|does\s+not|doesn['’]t|not\s+yet|has\s+not\s+yet)\s+(?:yet\s+)?(?:paid|pay|released?)\b"
    r"|(?:when|once|until|till|unless|after|if|as soon as)\s+" + _THE + _PAYER
    + r"\s+(?:pays|has\s+paid|paid|makes\s+payment|releases|has\s+released|released)\b"
    # 'awaiting payment from the owner', 'subject to payment by the principal'
    r"|(?:payment|funds|funding|money)\s+(?:from|by)\s+" + _THE + _PAYER + r"\b"
    # the other contract itself: its release, or any mention of the head or main contract (research RT-10)
    r"|principal\s+releases|principal['’]s\s+release|released?\s+by\s+the\s+principal"
    r"|(?:head|main)\s+contract\b"
    r")",
    re.IGNORECASE)

S13_WARNING = ("This reason makes payment depend on another contract. Under CCA s 13 that has no effect and "
               "cannot justify paying less.")


def pay_when_paid_words(text: str | None) -> str | None:
    """The words in `text` making payment depend on another contract ('not yet paid by the client'),
    as written; None when there are none."""
    found = OTHER_CONTRACT_WORDS.search(text or "")
    return found.group(0) if found else None


def depends_on_other_contract(text: str | None) -> bool:
    """Whether `text` makes payment (or release) depend on another contract (CCA s 13)."""
    return pay_when_paid_words(text) is not None
