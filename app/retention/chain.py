"""The ledger's hash chain: each entry's SHA-256 over its canonical form, which includes the hash of
the entry before it on the same contract's ledger (`GENESIS` for the first).

The canonical form is the entry's recorded facts as JSON with sorted keys and no spaces: amounts in
cents, dates as ISO dates, the time it was written as an ISO UTC timestamp to the microsecond. Any
change to a stored fact (an amount, a date, a kind, a source, who wrote it), or an entry removed or
reordered, breaks the chain from that entry on; `verify` names the first that does not match.
"""
import hashlib
import json
from collections.abc import Iterable
from datetime import date, datetime, timezone

GENESIS = "0" * 64
FIELDS = ("contract_id", "seq", "kind", "amount", "entry_date", "schedule_id", "claim_id", "bank_ref",
          "instrument_ref", "covers_until", "corrects_id", "note", "created_by_user_id", "created_at")


def _plain(value):
    if isinstance(value, datetime):
        return value.astimezone(timezone.utc).isoformat(timespec="microseconds")
    if isinstance(value, date):
        return value.isoformat()
    return value


def canonical(entry, prev_hash: str) -> bytes:
    facts = {name: _plain(getattr(entry, name)) for name in FIELDS}
    # A use for defects names the notice it is made under (s0380): hashed when present, so the
    # entries written before it keep their hashes.
    if getattr(entry, "defect_notice_id", None) is not None:
        facts["defect_notice_id"] = entry.defect_notice_id
    facts["prev_hash"] = prev_hash
    return json.dumps(facts, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def digest(entry, prev_hash: str) -> str:
    return hashlib.sha256(canonical(entry, prev_hash)).hexdigest()


def first_broken(entries: Iterable) -> tuple[object, str] | None:
    """The first entry that does not match, with why; entries in (contract, seq) order. None: all match."""
    contract_id, prev, expected_seq = None, GENESIS, 1
    for entry in entries:
        if entry.contract_id != contract_id:
            contract_id, prev, expected_seq = entry.contract_id, GENESIS, 1
        if entry.seq != expected_seq:
            return entry, f"is number {entry.seq} where number {expected_seq} was expected (an entry is missing)"
        if entry.prev_hash != prev:
            return entry, "does not carry the hash of the entry before it"
        if entry.hash != digest(entry, prev):
            return entry, "does not match its hash (it was changed after it was written)"
        prev, expected_seq = entry.hash, expected_seq + 1
    return None
