"""When the payer does not pay (issue 39, the suspension and debt half): the remedies the Act gives an
unpaid payee, each generated only when the facts allow it, each served with proof, each carrying the
date of the rules it encodes and 'This is not legal advice'.

- models.py     the contract's service terms (email service agreed), the notices of intention to
                suspend and their service, the suspensions and resumptions
- policy.py     who may do what (the supplier side), the words a refusal says, and the checks of a
                notice served by a person (s 80: `checked_person_service`, app.adjudication's too); no database
- terms.py      the contract's service terms as read (email service agreed, regs 9-10), for this
                package's notice and app.adjudication's
- service.py    the writes: generate and serve a notice, record service, suspend and resume, the terms
- documents.py  the debt statement (ss 23(2)(a), 24(2)(a), 59(2)(a)) and the notice of intention to suspend
                (ss 23(2)(b), 24(2)(b), 59(2)(b), 24A) as registered document kinds of the PDF door
- remedies.py   'What you can do now': the remedies a claim's facts allow today, with their dates
- determinations.py  where a claim's adjudicator's determination comes from: the reader
                app.adjudication registers when the app is made (app.adjudication.wiring)

The rules are app.domain.suspension (the ground, the notice's dates, the days suspended) over the
claim's stored statutory facts (app.payments.standing); the notice of adjudication and the
determination are app.adjudication's, which feeds a determination to the rule (s 59): once made about a
claim it governs its ground and its debt, less the payments recorded against it.
"""
