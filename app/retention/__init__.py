"""Retention money held on trust (issue 38; CCA Part 2 subpart 2A, as amended in 2023): the holder's
ledger per subcontractor and contract, its trust account and instrument register.

- models.py   the append-only ledger (`shared`), the trust account and instruments (the holder's schema)
- chain.py    the hash chain: each entry's SHA-256 over its canonical form and the hash before it
- ledger.py   the one writer (`append`), the entry a sent payment schedule writes, the balances
- banks.py    New Zealand registered banks (a kept list, its source and date) and the account number
- policy.py   who may keep the records (the holder's owners and members with Edit)
- service.py  what a person records: deposits, releases, corrections, the trust
              account, instruments; releasing or using more than is held is refused
- defects.py  the notice before use for defects (s 18D): made under the contract's clause, served with
              proof, and the 'used for defects' entry only under a served notice from its first day of use
- defect_notice.py  the notice's PDF (document kind 'retention_defect') and the email that serves it
- queries.py  the Retention page: 'We hold' and 'Held from us', never netted
- due.py      what is due: money not deposited within the deposit period (exposures), releases due
- alerts.py   the deposit alert's email to the holder's owners, once per exposure (an hourly job)
- cli.py      `flask retention verify`: exits non-zero naming the first entry that does not match
- reports.py  the reports served with proof (s 18FD): the quarterly statement, the transaction report
              of each entry, the payment schedule's block; report_models.py their tables
- inspection.py  the subcontractor's request to inspect the records (s 18FC), emailed once to the holder's
              owners and answered by the holder; the notices before use served on the subcontractor;
              inspection_models.py its table
- bank_models.py, reconciliation.py  the trust account's bank statements (the holder's schema), matched
              to the ledgers, allocated or explained, and the reconciliation report
              (docs/retention-reconciliation.md)

docs/retention-ledger.md describes the design. Not legal advice: what the Act requires is read from the
research (../shared/research/cca-retention-enforcement-chains.md) and must be checked against the Act.
"""
