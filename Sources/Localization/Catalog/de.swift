extension Catalog {
    /// German (de).
    static let german = #"""
        common.page = Seite {number}
        common.date = Datum
        common.description = Beschreibung
        common.amount = Betrag
        common.total = Summe
        common.none = keine
        common.continued = {title} (Fortsetzung)

        invoice.document.invoice = Rechnung
        invoice.document.estimate = Kostenvoranschlag
        invoice.title.invoice = RECHNUNG
        invoice.title.estimate = KOSTENVORANSCHLAG
        invoice.your_business = Ihr Unternehmen
        invoice.tax_id = Steuernummer: {id}
        invoice.bill_to = RECHNUNGSEMPFÄNGER
        invoice.prepared_for = ERSTELLT FÜR
        invoice.issue_date = Rechnungsdatum
        invoice.due_date = Fällig am
        invoice.valid_until = Gültig bis
        invoice.from_estimate = Aus Kostenvoranschlag
        invoice.amount_due = Offener Betrag
        invoice.column.description = Leistungsbeschreibung
        invoice.column.quantity = Menge
        invoice.column.rate = Einzelpreis
        invoice.column.amount = Gesamtbetrag
        invoice.subtotal = Zwischensumme
        invoice.discount = Rabatt
        invoice.discount_percent = Rabatt ({percent})
        invoice.tax_percent = Umsatzsteuer ({percent})
        invoice.total = Gesamtsumme
        invoice.paid = Bezahlt
        invoice.amount_due_total = Offener Betrag
        invoice.payment_received = Zahlung erhalten am {date} ({method}): {amount}
        invoice.notes = ANMERKUNGEN
        invoice.terms = ZAHLUNGSBEDINGUNGEN
        invoice.terms.void = Diese Rechnung wurde storniert; es ist keine Zahlung fällig.
        invoice.terms.due = Zahlbar bis {date}. Bitte geben Sie bei der Zahlung {number} an.
        invoice.terms.estimate = Dieser Kostenvoranschlag ist gültig bis {date}.
        invoice.status.draft = ENTWURF
        invoice.status.sent = VERSENDET
        invoice.status.partial = TEILBEZAHLT
        invoice.status.paid = BEZAHLT
        invoice.status.overdue = ÜBERFÄLLIG
        invoice.status.void = STORNIERT
        invoice.status.accepted = ANGENOMMEN
        invoice.status.declined = ABGELEHNT
        invoice.status.expired = ABGELAUFEN
        invoice.status.converted = UMGEWANDELT
        invoice.method.cash = bar
        invoice.method.card = Karte
        invoice.method.bank_transfer = Überweisung
        invoice.method.check = Scheck
        invoice.method.other = sonstige
        """#
}
