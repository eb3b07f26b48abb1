"""Claims and the ledger (issue 7): progress claims under the Construction Contracts Act 2002.

- models.py     claims, revisions, ledger entries, the ledger revision, served documents
- totals.py     entries -> lines (previous / this claim / to date), sections, totals, the grid
- queries.py    reads in a fixed number of statements (per request cache of a contract's ledger)
- ledger.py     ledgerUpdate: edits of the draft's lines, optimistic concurrency, reversals
- service.py    claim actions: create, patch, submit and send, resend, change to draft, delete...
- policy.py     what a viewer may do with a claim: the service refuses by it, viewerCan* shows it
- document.py   a revision as a document, and the CCA payment-claim check
- gst.py        whether a claim charges GST: fixed at sending, a draft follows the supplier (issue 34)
- emails.py     the claim emails; form1.py the CCA statement and Form 1
- pdf.py        the PDF (xhtml2pdf in the `pdf` queue, cached); rest.py GET /v1/pdf and
                the attachment download GET /files/a
- imports.py    previous claims of a new project become its first claims
"""
