extension Catalog {
    /// Simplified Chinese (zh-Hans): shift logs and tips.
    static let simplifiedChineseTips = #"""
        # Tips and shifts (tipped workers' shift logs)
        tips.title = 小费与班次
        tips.generated_for = 来自账本的班次记录：仅计已完成的班次，每个班次只计一次。
        tips.none = {period} 没有已完成的班次。
        tips.figure.net = 净收入
        tips.figure.tips = 小费
        tips.figure.hours = 工时
        tips.figure.tip_pct = 小费占销售额 %
        tips.section.employers = 按雇主
        tips.column.employer = 雇主
        tips.column.shifts = 班次
        tips.column.sales = 销售额
        tips.column.wages = 工资
        tips.column.cash = 现金小费
        tips.column.card = 刷卡小费
        tips.column.tip_out = 分出小费
        tips.column.tip_pct = 小费 %
        tips.column.per_hour = 每小时净额
        tips.no_rate = {employer}：{count} 个班次没有时薪（行中和 employers.yaml 中都没有）：工资按 {zero} 计。
        tips.section.targets = 目标
        tips.target.met = 已达成
        tips.target.not_met = 未达成
        tips.target.detail = {actual} / {target} — {verdict}
        tips.targets.legend = 绿色：平均值达到目标；琥珀色：相差 10 % 以内；红色：低于目标。(n/m)：达到目标的天数、周数或月数。周和月计到今天，无论是否工作；天只计工作日。
        tips.section.weeks.sunday = 按周（每周从周日开始）
        tips.section.weeks.monday = 按周（每周从周一开始）
        tips.column.week = 周起始日
        tips.section.chart = 每班次小费
        tips.chart.max = 最高 {amount}
        tips.chart.caption = {count} 个班次，{from} 至 {to}；柱高 = 该班次小费。
        tips.section.payroll = 工资入账
        tips.column.pay_period = 发薪周期
        tips.column.gross = 总额（工资 + 刷卡小费）
        tips.column.deposits = 入账
        tips.column.check = 核对
        tips.payroll.ok = 一致
        tips.section.notes = 待核对
        tips.notes.more = …… 另有 {count} 条：见 `shoebox tips summary`。
        """#
}
