extension Catalog {
    /// German (de): shift logs and tips.
    static let germanTips = #"""
        # Tips and shifts (tipped workers' shift logs)
        tips.title = Trinkgeld und Schichten
        tips.generated_for = Aus den Schichtprotokollen des Buchs: nur geleistete Schichten, jede Schicht einmal gezählt.
        tips.none = Keine geleisteten Schichten in {period}.
        tips.figure.net = Netto
        tips.figure.tips = Trinkgeld
        tips.figure.hours = Stunden
        tips.figure.tip_pct = Trinkgeld in % des Umsatzes
        tips.section.employers = Nach Arbeitgeber
        tips.column.employer = Arbeitgeber
        tips.column.shifts = Schichten
        tips.column.sales = Umsatz
        tips.column.wages = Lohn
        tips.column.cash = Trinkgeld bar
        tips.column.card = Trinkgeld Karte
        tips.column.tip_out = Abgabe
        tips.column.tip_pct = Trinkg. %
        tips.column.per_hour = Netto/h
        tips.no_rate = {employer}: {count} Schicht(en) ohne Stundenlohn (weder in der Zeile noch in employers.yaml): Lohn als {zero} gezählt.
        tips.section.targets = Ziele
        tips.target.met = erreicht
        tips.target.not_met = nicht erreicht
        tips.target.detail = {actual} von {target} — {verdict}
        tips.targets.legend = Grün: der Durchschnitt erreicht das Ziel; Gelb: innerhalb von 10 %; Rot: darunter. (n/m): Tage, Wochen oder Monate, die es erreichten. Wochen und Monate zählen bis heute, gearbeitet oder nicht; Tage zählen die Arbeitstage.
        tips.section.weeks.sunday = Nach Woche (Wochen beginnen am Sonntag)
        tips.section.weeks.monday = Nach Woche (Wochen beginnen am Montag)
        tips.column.week = Woche ab
        tips.section.chart = Trinkgeld pro Schicht
        tips.chart.max = max. {amount}
        tips.chart.caption = {count} Schicht(en), {from} bis {to}; Balkenhöhe = Trinkgeld der Schicht.
        tips.section.payroll = Lohnzahlungen
        tips.column.pay_period = Lohnperiode
        tips.column.gross = Brutto (Lohn + Trinkgeld Karte)
        tips.column.deposits = Eingänge
        tips.column.check = Prüfung
        tips.payroll.ok = stimmt
        tips.section.notes = Zu prüfen
        tips.notes.more = … und {count} weitere: siehe `shoebox tips summary`.
        """#
}
