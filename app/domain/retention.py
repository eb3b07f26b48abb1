"""Retention formulas: how much of a contract's gross claimed value the payer holds back.

The params JSON (stored on the contract, spec 2 §3 "version 1 with marginalRates and an
optional amount block"):

    {
      "version": 1,
      "marginalRates": [
        {"rate": 10000000, "upTo": 20000000},
        {"rate": 5000000, "upTo": 100000000},
        {"rate": 1750000}
      ],
      "amount": {"max": 5000000}
    }

- `rate` is in millionths of a percent (1e6 per percent: 10 % = 10_000_000), a whole number
  from 0 to 100 %.
- `upTo` is where a band ends, in cents of *cumulative* gross value (not the width of the
  band), strictly increasing. Only the last band may leave it out, meaning "and everything
  above". If the last band has an `upTo`, nothing above it is retained.
  The example reads: 10 % of the first $200,000, 5 % of the next $800,000 (up to
  $1,000,000), 1.75 % of the rest — the usual NZ sliding scale.
- `amount.max` (cents, optional, ≥ 0) caps the total retention held; `amount` may be absent.
- A formula with no rates, or whose rates are all zero (the spec's "single zero rate"), is no
  retention: `parse_retention_formula` returns None and services store null.
- Any version other than 1 raises RuleError(UNSUPPORTED_VERSION); any other malformed
  params raise RuleError(INVALID_FORMULA). Unknown keys are refused too, so a typo such as
  "uptTo" cannot silently change what is retained.

Arithmetic: retention due on a gross value is the sum over the bands of (portion of the
gross inside the band × rate), computed exactly and rounded once to the nearest cent (halves
away from zero), then capped. A negative gross retains nothing. The claim's retention line
is negative: minus the retention due on the gross claimed to date, less what earlier claims
already took (their retention entries, negative amounts). If the gross to date falls (a
reversal) or the formula changes, the line can come out positive: that is retention being
released, and it keeps the retention held to date equal to what is due.
"""
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from app.domain.errors import RuleError
from app.domain.money import div_round

RATE_SCALE_PER_PERCENT = 1_000_000
MAX_RATE = 100 * RATE_SCALE_PER_PERCENT
SUPPORTED_VERSION = 1

UNSUPPORTED_VERSION = "Unsupported retention formula version"
INVALID_FORMULA = "Invalid retention formula"

_FORMULA_KEYS = {"version", "marginalRates", "amount"}
_BAND_KEYS = {"rate", "upTo"}
_AMOUNT_KEYS = {"max"}


@dataclass(frozen=True, slots=True)
class RetentionBand:
    rate: int  # millionths of a percent
    up_to: int | None  # cents of cumulative gross where the band ends; None = no end


@dataclass(frozen=True, slots=True)
class RetentionFormula:
    bands: tuple[RetentionBand, ...]
    max_amount: int | None = None

    def to_params(self) -> dict[str, Any]:
        bands = [
            {"rate": band.rate} if band.up_to is None else {"rate": band.rate, "upTo": band.up_to}
            for band in self.bands
        ]
        params: dict[str, Any] = {"version": SUPPORTED_VERSION, "marginalRates": bands}
        if self.max_amount is not None:
            params["amount"] = {"max": self.max_amount}
        return params


def describe_retention(formula: RetentionFormula | None) -> str:
    """'10% up to $200,000.00, then 5%; at most $50,000.00', or 'None': the claim screen's words
    (ui/src/claims/retentionText.ts describeRetention), for the PDF's totals."""
    from app.domain.money import dollars, format_percent

    if formula is None or not formula.bands:
        return "None"
    parts = []
    for i, band in enumerate(formula.bands):
        rate = format_percent(round(band.rate / 10_000))
        head = rate if i == 0 else f"then {rate}"
        parts.append(head if band.up_to is None else f"{head} up to {dollars(band.up_to)}")
    text = ", ".join(parts)
    return text if formula.max_amount is None else f"{text}; at most {dollars(formula.max_amount)}"


def parse_retention_formula(params: Mapping[str, Any] | None) -> RetentionFormula | None:
    """The formula the params describe, or None for no retention. Raises RuleError."""
    if params is None:
        return None
    if not isinstance(params, Mapping):
        raise RuleError(INVALID_FORMULA)
    if params.get("version") != SUPPORTED_VERSION or isinstance(params.get("version"), bool):
        raise RuleError(UNSUPPORTED_VERSION)
    if not set(params) <= _FORMULA_KEYS:
        raise RuleError(INVALID_FORMULA)
    bands = _parse_bands(params.get("marginalRates", []))
    max_amount = _parse_amount(params.get("amount"))
    if all(band.rate == 0 for band in bands):
        return None
    return RetentionFormula(bands, max_amount)


def retention_due(gross_cents: int, formula: RetentionFormula | None) -> int:
    """Total retention (a positive number of cents) due on a gross value."""
    if formula is None or gross_cents <= 0:
        return 0
    weighted = 0  # cents × millionths of a percent
    floor = 0
    for band in formula.bands:
        ceiling = gross_cents if band.up_to is None else min(gross_cents, band.up_to)
        if ceiling > floor:
            weighted += (ceiling - floor) * band.rate
        if band.up_to is None or band.up_to >= gross_cents:
            break
        floor = band.up_to
    due = div_round(weighted, 100 * RATE_SCALE_PER_PERCENT)
    return due if formula.max_amount is None else min(due, formula.max_amount)


def retention_line_amount(
    gross_to_date: int, retained_before: int, formula: RetentionFormula | None
) -> int:
    """The claim's retention line: -(retention due to date) - retained_before.

    `retained_before` is the sum of earlier claims' retention entries (≤ 0 as stored).
    """
    return -retention_due(gross_to_date, formula) - retained_before


def _parse_bands(raw: Any) -> tuple[RetentionBand, ...]:
    if not isinstance(raw, list):
        raise RuleError(INVALID_FORMULA)
    bands = []
    previous_end = 0
    for index, item in enumerate(raw):
        if not isinstance(item, Mapping) or not set(item) <= _BAND_KEYS:
            raise RuleError(INVALID_FORMULA)
        rate = item.get("rate")
        up_to = item.get("upTo")
        if not _is_int(rate) or not 0 <= rate <= MAX_RATE:
            raise RuleError(INVALID_FORMULA)
        is_last = index == len(raw) - 1
        if up_to is None:
            if not is_last:
                raise RuleError(INVALID_FORMULA)
        elif not _is_int(up_to) or up_to <= previous_end:
            raise RuleError(INVALID_FORMULA)
        else:
            previous_end = up_to
        bands.append(RetentionBand(rate, up_to))
    return tuple(bands)


def _parse_amount(raw: Any) -> int | None:
    if raw is None:
        return None
    if not isinstance(raw, Mapping) or not set(raw) <= _AMOUNT_KEYS:
        raise RuleError(INVALID_FORMULA)
    max_amount = raw.get("max")
    if max_amount is None:
        return None
    if not _is_int(max_amount) or max_amount < 0:
        raise RuleError(INVALID_FORMULA)
    return max_amount


def _is_int(value: Any) -> bool:
    # JSON true/false arrive as bool, which Python counts as int.
    return isinstance(value, int) and not isinstance(value, bool)
