"""What adjudication gives the remedies below it, installed once when the app is made (`create_app`):
the determination about each claim (s 59: the suspension rule, the debt statement and the notice of
intention to suspend read it through app.enforcement.determinations) and its 'What you can do now'
entries. Here rather than on import so that app.enforcement never names app.adjudication (the layers
put adjudication above enforcement) and the one place that joins them is the app's factory."""
from app.adjudication.payments import determinations_about
from app.adjudication.remedies import adjudication_remedies
from app.enforcement import determinations, remedies


def install() -> None:
    determinations.read_determinations_with(determinations_about)
    remedies.add_remedies(adjudication_remedies)
