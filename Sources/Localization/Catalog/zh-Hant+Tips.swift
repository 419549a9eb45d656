extension Catalog {
    /// Traditional Chinese (zh-Hant): shift logs and tips.
    static let traditionalChineseTips = #"""
        # Tips and shifts (tipped workers' shift logs)
        tips.title = 小費與班次
        tips.generated_for = 來自帳本的班次紀錄：僅計已完成的班次，每個班次只計一次。
        tips.none = {period} 沒有已完成的班次。
        tips.figure.net = 淨收入
        tips.figure.tips = 小費
        tips.figure.hours = 工時
        tips.figure.tip_pct = 小費佔銷售額 %
        tips.section.employers = 按雇主
        tips.column.employer = 雇主
        tips.column.shifts = 班次
        tips.column.sales = 銷售額
        tips.column.wages = 工資
        tips.column.cash = 現金小費
        tips.column.card = 刷卡小費
        tips.column.tip_out = 分出小費
        tips.column.tip_pct = 小費 %
        tips.column.per_hour = 每小時淨額
        tips.no_rate = {employer}：{count} 個班次沒有時薪（行中和 employers.yaml 中都沒有）：工資按 {zero} 計。
        tips.section.targets = 目標
        tips.target.met = 已達成
        tips.target.not_met = 未達成
        tips.target.detail = {actual} / {target} — {verdict}
        tips.targets.legend = 綠色：平均值達到目標；琥珀色：相差 10 % 以內；紅色：低於目標。(n/m)：達到目標的天數、週數或月數。週和月計到今天，無論是否工作；天只計工作日。
        tips.section.weeks.sunday = 按週（每週從週日開始）
        tips.section.weeks.monday = 按週（每週從週一開始）
        tips.column.week = 週起始日
        tips.section.chart = 每班次小費
        tips.chart.max = 最高 {amount}
        tips.chart.caption = {count} 個班次，{from} 至 {to}；柱高 = 該班次小費。
        tips.section.payroll = 薪資入帳
        tips.column.pay_period = 發薪週期
        tips.column.gross = 總額（工資 + 刷卡小費）
        tips.column.deposits = 入帳
        tips.column.check = 核對
        tips.payroll.ok = 一致
        tips.section.notes = 待核對
        tips.notes.more = …… 另有 {count} 條：見 `shoebox tips summary`。
        """#
}
