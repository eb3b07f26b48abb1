"""Adjudication under Part 3 of the Construction Contracts Act 2002 (issue 39): the notice of
adjudication (s 28) a party prepares from its records and serves with proof, the timetable that
runs from it (app.domain.adjudication), and what happens as it happens (acceptance, the claim, the
response, extensions, the determination).

- models.py    the notice, its copies served (SHA-256 per recipient) and the events recorded
- form2.py     the prescribed information (Form 2) every notice carries (s 28(3), s 31A(3))
- notice.py    the notice as a document: its s 28(2) content, the disputed items pre-filled from
               claims, schedules and variations, its HTML and PDF
- policy.py    who may prepare, serve and record (Edit on the contract)
- service.py   prepare, serve (one email per recipient, the PDF attached, its SHA-256 recorded),
               record events, read the timetable
- reminders.py the timetable's dates on the reminder steps of the schedule deadline
- payments.py  payments towards a determination, and the determination about each claim (s 59) that
               app.enforcement reads (one statement for any number of claims)
- remedies.py  adjudication's entries in 'What you can do now' on a claim
- wiring.py    installs both with app.enforcement, once, from create_app
"""
