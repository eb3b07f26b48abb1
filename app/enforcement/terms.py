"""The contract's service terms as read: whether its parties agree to service of notices by email
(Construction Contracts Regulations 2003, regs 9-10). Off until someone with Edit on the contract records
it (app.enforcement.service.set_terms). Read by this package's notice of intention to suspend and by
app.adjudication's notice of adjudication: without the agreement, each is served by a person (s 80)."""
from app.db import db
from app.enforcement.models import ServiceTerms


def default_terms(contract_id: int) -> ServiceTerms:
    """The terms of a contract that has recorded none: email service not agreed."""
    return ServiceTerms(contract_id=contract_id, email_service_agreed=False, email_basis="", clause="")


def terms_of(contract_id: int) -> ServiceTerms:
    """The contract's terms; the default (email service not agreed) when none are recorded."""
    return db.session.get(ServiceTerms, contract_id) or default_terms(contract_id)
