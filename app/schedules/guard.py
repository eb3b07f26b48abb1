"""The s 13 guard on a payment schedule (issue 40): the reasons for paying less — each line's reason and
each of the notes — that make payment depend on another contract ('not yet paid by the principal').

A conditional payment provision has no effect (CCA s 13), so such a reason cannot justify paying less.
The rule that finds the words is app.domain.pay_when_paid (the retention stages' refusal uses the same
one). Here it is a warning, never a refusal: the builder shows it beside the reason before sending
(PaymentSchedule.payWhenPaidWarnings), sending stays allowed, and a schedule sent with such a reason
says so in the contract's activity ('finalised Schedule', its comment: `activity_comment`), where
both parties read it.
"""
from dataclasses import dataclass

from app.domain.pay_when_paid import S13_WARNING, pay_when_paid_words

SENT_WITH = "Sent with a reason that makes payment depend on another contract (CCA s 13: no effect): {reasons}."


@dataclass(frozen=True, slots=True)
class PayWhenPaidWarning:
    item_id: str | None  # the line whose reason it is; None for a note
    note: int | None  # the note's index (0 first); None for a line
    words: str  # the words found, as written
    message: str = S13_WARNING


def warnings(lines: list | None, notes: list[str] | None) -> list[PayWhenPaidWarning]:
    """The reasons of these stored lines ({itemId, reason, removed?}) and notes that make payment depend
    on another contract, lines first, each in its order. A line left out of the schedule says nothing."""
    out = []
    for line in lines or []:
        words = None if line.get("removed") else pay_when_paid_words(line.get("reason"))
        if words:
            out.append(PayWhenPaidWarning(line.get("itemId"), None, words))
    for index, note in enumerate(notes or []):
        words = pay_when_paid_words(note)
        if words:
            out.append(PayWhenPaidWarning(None, index, words))
    return out


def activity_comment(found: list[PayWhenPaidWarning], names: dict[str, str]) -> str | None:
    """'Sent with a reason that makes payment depend on another contract (CCA s 13: no effect): Framing:
    'not yet paid by the client'; reason 1: 'when we are paid'.' — None without a warning."""
    if not found:
        return None
    reasons = "; ".join(
        f"{names.get(w.item_id) or 'a line'}: '{w.words}'" if w.item_id is not None else f"reason {w.note + 1}: '{w.words}'"
        for w in found)
    return SENT_WITH.format(reasons=reasons)
