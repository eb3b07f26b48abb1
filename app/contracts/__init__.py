"""Contracts (issue 6): projects and subcontracts between two organisations, and pay cycles.

- models.py       contracts, parties, contract contacts and members (shared); pay cycles (tenant)
- access.py       the one door to a contract for a viewer: a party's people, else 'not found'
- permissions.py  contract permissions and their presets (pure)
- creating.py     create a project or a subcontract (contractCreate)
- invitations.py  consent: an existing organisation named as a party accepts or declines
- service.py      site and contact updates, members, archive and restore
- people.py       finding recipients, and bringing new people onto a contract
- contacts.py     the contact details shown for a party: copies held in `shared`
- terms.py        its payment terms (issue 34)
- retention.py    its retention settings (issue 38): the dates and facts its regime depends on, its
                  retention terms (the rules: app.domain.retention_regime, app.domain.retention_release)
- paycycles.py    pay cycles, private to each organisation, and which contract sits in which
- queries.py      reads for the contract screens, one statement for any number of contracts
- emails.py       the email of a person put on a contract by the other party
"""
