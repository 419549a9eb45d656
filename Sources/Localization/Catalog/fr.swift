extension Catalog {
    /// French (fr).
    static let french = #"""
        common.page = page {number}
        common.date = Date
        common.description = Description
        common.amount = Montant
        common.total = Total
        common.none = aucune
        common.continued = {title} (suite)

        invoice.document.invoice = Facture
        invoice.document.estimate = Devis
        invoice.title.invoice = FACTURE
        invoice.title.estimate = DEVIS
        invoice.your_business = Votre entreprise
        invoice.tax_id = N° TVA : {id}
        invoice.bill_to = FACTURÉ À
        invoice.prepared_for = ÉTABLI POUR
        invoice.issue_date = Date d’émission
        invoice.due_date = Échéance
        invoice.valid_until = Valable jusqu’au
        invoice.from_estimate = Devis d’origine
        invoice.amount_due = Montant dû
        invoice.column.description = Désignation
        invoice.column.quantity = Qté
        invoice.column.rate = Prix unitaire
        invoice.column.amount = Montant
        invoice.subtotal = Sous-total
        invoice.discount = Remise
        invoice.discount_percent = Remise ({percent})
        invoice.tax_percent = TVA ({percent})
        invoice.total = Total
        invoice.paid = Payé
        invoice.amount_due_total = Montant dû
        invoice.payment_received = Paiement reçu le {date} ({method}) : {amount}
        invoice.notes = REMARQUES
        invoice.terms = CONDITIONS
        invoice.terms.void = Cette facture a été annulée ; aucun paiement n’est dû.
        invoice.terms.due = Paiement dû au plus tard le {date}. Merci d’indiquer {number} avec votre règlement.
        invoice.terms.estimate = Ce devis est valable jusqu’au {date}.
        invoice.status.draft = BROUILLON
        invoice.status.sent = ENVOYÉE
        invoice.status.partial = PARTIELLE
        invoice.status.paid = PAYÉE
        invoice.status.overdue = EN RETARD
        invoice.status.void = ANNULÉE
        invoice.status.accepted = ACCEPTÉ
        invoice.status.declined = REFUSÉ
        invoice.status.expired = EXPIRÉ
        invoice.status.converted = CONVERTI
        invoice.method.cash = espèces
        invoice.method.card = carte
        invoice.method.bank_transfer = virement
        invoice.method.check = chèque
        invoice.method.other = autre
        """#
}
