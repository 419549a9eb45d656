extension Catalog {
    /// French (fr): shift logs and tips.
    static let frenchTips = #"""
        # Tips and shifts (tipped workers' shift logs)
        tips.title = Pourboires et services
        tips.generated_for = D’après les relevés de services du livre : services effectués seulement, chacun compté une fois.
        tips.none = Aucun service effectué en {period}.
        tips.figure.net = Montant net
        tips.figure.tips = Pourboires
        tips.figure.hours = Heures
        tips.figure.tip_pct = Pourboires en % des ventes
        tips.section.employers = Par employeur
        tips.column.employer = Employeur
        tips.column.shifts = Services
        tips.column.sales = Ventes
        tips.column.wages = Salaire
        tips.column.cash = Pourboires espèces
        tips.column.card = Pourboires carte
        tips.column.tip_out = Reversé
        tips.column.tip_pct = Pourb. %
        tips.column.per_hour = Net par heure
        tips.no_rate = {employer} : {count} service(s) sans taux horaire (ni sur la ligne, ni dans employers.yaml) : salaire compté à {zero}.
        tips.section.targets = Objectifs
        tips.target.met = atteint
        tips.target.not_met = non atteint
        tips.target.detail = {actual} sur {target} — {verdict}
        tips.targets.legend = Vert : la moyenne atteint l’objectif ; orange : à moins de 10 % ; rouge : en dessous. (n/m) : jours, semaines ou mois qui l’ont atteint. Semaines et mois comptent jusqu’à aujourd’hui, travaillés ou non ; les jours comptent les jours travaillés.
        tips.section.weeks.sunday = Par semaine (les semaines commencent le dimanche)
        tips.section.weeks.monday = Par semaine (les semaines commencent le lundi)
        tips.column.week = Semaine du
        tips.section.chart = Pourboires par service
        tips.chart.max = max. {amount}
        tips.chart.caption = {count} service(s), du {from} au {to} ; hauteur de barre = pourboires du service.
        tips.section.payroll = Virements de paie
        tips.column.pay_period = Période de paie
        tips.column.gross = Brut (salaire + pourboires carte)
        tips.column.deposits = Virements
        tips.column.check = Contrôle
        tips.payroll.ok = conforme
        tips.section.notes = À vérifier
        tips.notes.more = … et {count} de plus : voir `shoebox tips summary`.
        """#
}
