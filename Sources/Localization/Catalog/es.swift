extension Catalog {
    /// Spanish (es).
    static let spanish = #"""
        common.page = página {number}
        common.date = Fecha
        common.description = Descripción
        common.amount = Importe
        common.total = Total
        common.none = ninguna
        common.continued = {title} (continuación)

        invoice.document.invoice = Factura
        invoice.document.estimate = Presupuesto
        invoice.title.invoice = FACTURA
        invoice.title.estimate = PRESUPUESTO
        invoice.your_business = Su empresa
        invoice.tax_id = NIF: {id}
        invoice.bill_to = FACTURAR A
        invoice.prepared_for = PREPARADO PARA
        invoice.issue_date = Fecha de emisión
        invoice.due_date = Vencimiento
        invoice.valid_until = Válido hasta
        invoice.from_estimate = Del presupuesto
        invoice.amount_due = Importe pendiente
        invoice.column.description = Concepto
        invoice.column.quantity = Cant.
        invoice.column.rate = Precio
        invoice.column.amount = Importe
        invoice.subtotal = Subtotal
        invoice.discount = Descuento
        invoice.discount_percent = Descuento ({percent})
        invoice.tax_percent = Impuesto ({percent})
        invoice.total = Total
        invoice.paid = Pagado
        invoice.amount_due_total = Importe pendiente
        invoice.payment_received = Pago recibido el {date} ({method}): {amount}
        invoice.notes = NOTAS
        invoice.terms = CONDICIONES
        invoice.terms.void = Esta factura ha sido anulada; no se debe ningún pago.
        invoice.terms.due = El pago vence el {date}. Indique {number} en su pago.
        invoice.terms.estimate = Este presupuesto es válido hasta el {date}.
        invoice.status.draft = BORRADOR
        invoice.status.sent = ENVIADA
        invoice.status.partial = PARCIAL
        invoice.status.paid = PAGADA
        invoice.status.overdue = VENCIDA
        invoice.status.void = ANULADA
        invoice.status.accepted = ACEPTADO
        invoice.status.declined = RECHAZADO
        invoice.status.expired = CADUCADO
        invoice.status.converted = CONVERTIDO
        invoice.method.cash = efectivo
        invoice.method.card = tarjeta
        invoice.method.bank_transfer = transferencia
        invoice.method.check = cheque
        invoice.method.other = otro
        """#
}
