"""The kept list of New Zealand registered banks (CCA s 18E), as checked against the Reserve Bank's
register (app/retention/banks.py says how and when)."""
from datetime import date

import pytest

from app.errors import UserError
from app.retention import banks


def test_the_list_holds_the_registers_27_banks_15_of_them_incorporated_here():
    assert len(banks.BANKS) == 27
    assert len(banks.INCORPORATED_IN_NZ) == 15 and set(banks.INCORPORATED_IN_NZ) <= set(banks.BANKS)
    assert len(set(banks.BANKS.values())) == 27  # no bank twice under two keys


def test_the_corrections_from_the_register():
    # Rabobank's Dutch parent is registered as a branch beside its New Zealand company.
    assert banks.checked_bank("rabobank-ua") == "rabobank-ua"
    assert banks.bank_name("rabobank-ua") == "Co\u00f6peratieve Rabobank U.A."
    # The register's name for SBS; the key stored in accounts already kept is unchanged.
    assert banks.bank_name("sbs") == "Southland Building Society (SBS Bank)"


def test_its_date_and_source_are_stated():
    assert date.fromisoformat(banks.AS_OF) <= date.fromisoformat(banks.CHECKED_ON)
    assert "Reserve Bank of New Zealand" in banks.SOURCE and "rbnz.govt.nz" in banks.SOURCE


def test_a_bank_off_the_list_is_refused_with_the_reason():
    with pytest.raises(UserError) as refused:
        banks.checked_bank("finance-co")
    assert refused.value.message == banks.BANK_UNKNOWN and refused.value.field == "bank"
