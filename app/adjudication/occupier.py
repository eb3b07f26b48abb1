"""The residential-occupier rule for charging orders, and the owner a notice must also be served on.
Pure: the caller reads the contract's fact (`contracts.residential_occupier`, with the contract).

- Section 10 of the Act: it applies to residential construction contracts "except for the following
  provisions: ... (c) sections 29, 30, 32, and 49 to 55 (which relate to the issue of charging orders
  in respect of construction sites)" (legislation.govt.nz, Construction Contracts Act 2002, s 10, as
  current). A residential construction contract is one in which one of the parties is a residential
  occupier of the premises that are the subject of the contract (s 5). So on such a contract a notice
  cannot seek approval for a charging order against the respondent's site (s 29) nor the owner's
  liability with a charging order against the owner's site (s 30): the builder refuses both 'yes'
  answers (s 28(2)(e), (f)) with the reason and the section. The fact is the contract's
  (`contracts.residential_occupier`, off by default; Edit on the contract sets it,
  app.contracts.retention.set_residential_occupier, or with the contract's retention settings,
  whose regime reads the same fact: s 18B).
- Section 28(1)(b): the notice is served on the owner too if a determination of an owner's liability
  is sought under s 30(a) and an approval for the issue of a charging order under s 30(b), which is
  what a 'yes' to s 28(2)(f) says. So such a notice needs the owner's name and an address for service
  before it can be served, and its service on the owner is recorded as the respondent's is.
"""
CHARGING_ORDER_RESIDENTIAL = ("Approval for a charging order cannot be sought on this contract: it is a residential "
                              "construction contract (a party is a residential occupier of the premises), and "
                              "sections 29 and 30, which provide for charging orders, do not apply to it (s 10(c)).")
OWNER_RESIDENTIAL = ("The owner's liability and a charging order against the owner's site cannot be sought on this "
                     "contract: it is a residential construction contract, and section 30 does not apply to it "
                     "(s 10(c)).")
OWNER_REQUIRED = ("Name the owner and give an address for service: a notice that seeks the owner's liability and a "
                  "charging order is served on the owner too (s 28(1)(b)).")
OWNER_NOT_SOUGHT = "The notice does not seek the owner's liability (s 28(2)(f)), so it is not served on the owner."


def refusal(residential_contract: bool, charging_order: bool | None, owner_liability: bool | None
            ) -> tuple[str, str] | None:
    """(field, message) when the answers to s 28(2)(e)/(f) seek what a residential contract cannot have."""
    if not residential_contract:
        return None
    if charging_order:
        return "chargingOrder", CHARGING_ORDER_RESIDENTIAL
    if owner_liability:
        return "ownerLiability", OWNER_RESIDENTIAL
    return None


def problems(residential_contract: bool, charging_order: bool | None, owner_liability: bool | None,
             owner_name: str, owner_address: str) -> list[tuple[str, str]]:
    """What else stops a notice being served: a charging order on a residential contract, the owner unnamed."""
    out = []
    refused = refusal(residential_contract, charging_order, owner_liability)
    if refused is not None:
        out.append(refused)
    if owner_liability and (not owner_name.strip() or not owner_address.strip()):
        out.append(("owner", OWNER_REQUIRED))
    return out
