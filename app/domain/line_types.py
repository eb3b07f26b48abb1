"""Ledger line types and the claim sections they are shown in.

Decision: MaterialsOn and MaterialsOff (materials on and off site) are materials, so they
sit in the Materials section beside plain Materials lines. Retention is in no section: it
is computed and shown in the totals as 'Less Retentions'.
"""
from enum import Enum


class LineType(str, Enum):
    BASE_CONTRACT = "BaseContract"
    MATERIALS = "Materials"
    VARIATION = "Variation"
    PROVISIONAL = "Provisional"
    MARGIN = "Margin"
    RETENTION = "Retention"
    MATERIALS_ON = "MaterialsOn"
    MATERIALS_OFF = "MaterialsOff"


class Section(str, Enum):
    """Claim sections, declared in the order the claim document shows them."""

    BASE_CONTRACT = "Base Contract"
    MATERIALS = "Materials"
    VARIATIONS = "Variations"
    PROVISIONAL = "Provisional"
    MARGIN = "Margin"


SECTION_OF: dict[LineType, Section] = {
    LineType.BASE_CONTRACT: Section.BASE_CONTRACT,
    LineType.MATERIALS: Section.MATERIALS,
    LineType.MATERIALS_ON: Section.MATERIALS,
    LineType.MATERIALS_OFF: Section.MATERIALS,
    LineType.VARIATION: Section.VARIATIONS,
    LineType.PROVISIONAL: Section.PROVISIONAL,
    LineType.MARGIN: Section.MARGIN,
}
