extension Catalog {
    /// Spanish (es): shift logs and tips.
    static let spanishTips = #"""
        # Tips and shifts (tipped workers' shift logs)
        tips.title = Propinas y turnos
        tips.generated_for = De los registros de turnos del libro: solo turnos completados, cada turno contado una vez.
        tips.none = No hay turnos completados en {period}.
        tips.figure.net = Neto
        tips.figure.tips = Propinas
        tips.figure.hours = Horas
        tips.figure.tip_pct = Propina % de ventas
        tips.section.employers = Por empleador
        tips.column.employer = Empleador
        tips.column.shifts = Turnos
        tips.column.sales = Ventas
        tips.column.wages = Salario
        tips.column.cash = Propinas en efectivo
        tips.column.card = Propinas con tarjeta
        tips.column.tip_out = Reparto
        tips.column.tip_pct = Propina %
        tips.column.per_hour = Neto/h
        tips.no_rate = {employer}: {count} turno(s) sin tarifa por hora (ni en la fila ni en employers.yaml): salario contado como {zero}.
        tips.section.targets = Objetivos
        tips.target.met = cumplido
        tips.target.not_met = no cumplido
        tips.target.detail = {actual} de {target} — {verdict}
        tips.targets.legend = Verde: el promedio alcanza el objetivo; ámbar: a menos del 10 %; rojo: por debajo. (n/m): días, semanas o meses que lo alcanzaron. Semanas y meses cuentan hasta hoy, trabajados o no; los días cuentan los días trabajados.
        tips.section.weeks.sunday = Por semana (las semanas empiezan el domingo)
        tips.section.weeks.monday = Por semana (las semanas empiezan el lunes)
        tips.column.week = Semana del
        tips.section.chart = Propinas por turno
        tips.chart.max = máx. {amount}
        tips.chart.caption = {count} turno(s), del {from} al {to}; altura de la barra = propinas del turno.
        tips.section.payroll = Depósitos de nómina
        tips.column.pay_period = Periodo de pago
        tips.column.gross = Bruto (salario + propinas con tarjeta)
        tips.column.deposits = Depósitos
        tips.column.check = Comprobación
        tips.payroll.ok = correcto
        tips.section.notes = Por revisar
        tips.notes.more = … y {count} más: vea `shoebox tips summary`.
        """#
}
