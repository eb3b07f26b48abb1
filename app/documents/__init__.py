"""What every document served under the Act shares (issue 35), below the documents themselves
(claims, schedules, and the next: debt statement, suspension notice, notice of adjudication ...):

- kinds.py       the registry of served documents (`@document_kind`): the PDF door and the public
                 link page serve a kind by its name
- rest.py        the door: GET /v1/pdf?document=<kind>, its parameters, the copy served recorded
- pdf.py         HTML to PDF in the `pdf` queue, cached by the SHA-256 of the HTML; the letterhead logo
- templates.py   one Jinja environment over every kind's templates and the shared parts
                 (templates/_pdf_page.html, _pdf_parts.html), with the money and date filters
- models.py      claim_served_documents: the proof of service (SHA-256, when, to whom)
- recipients.py  who a served document goes to, and its links
- files.py       documents' file lists and the answer that serves a file to a party
"""
