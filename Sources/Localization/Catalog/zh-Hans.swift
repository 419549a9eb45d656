extension Catalog {
    /// Simplified Chinese (zh-Hans).
    static let simplifiedChinese = #"""
        common.page = 第 {number} 页
        common.date = 日期
        common.description = 说明
        common.amount = 金额
        common.total = 合计
        common.none = 无
        common.continued = {title}（续）

        invoice.document.invoice = 发票
        invoice.document.estimate = 报价单
        invoice.title.invoice = 发票
        invoice.title.estimate = 报价单
        invoice.your_business = 贵公司
        invoice.tax_id = 税号：{id}
        invoice.bill_to = 付款方
        invoice.prepared_for = 报价对象
        invoice.issue_date = 开具日期
        invoice.due_date = 到期日
        invoice.valid_until = 有效期至
        invoice.from_estimate = 来源报价单
        invoice.amount_due = 应付金额
        invoice.column.description = 项目
        invoice.column.quantity = 数量
        invoice.column.rate = 单价
        invoice.column.amount = 金额
        invoice.subtotal = 小计
        invoice.discount = 折扣
        invoice.discount_percent = 折扣（{percent}）
        invoice.tax_percent = 税（{percent}）
        invoice.total = 合计
        invoice.paid = 已付
        invoice.amount_due_total = 应付金额
        invoice.payment_received = {date} 收到付款（{method}）：{amount}
        invoice.notes = 备注
        invoice.terms = 条款
        invoice.terms.void = 本发票已作废，无需付款。
        invoice.terms.due = 请于 {date} 前付款，付款时请注明 {number}。
        invoice.terms.estimate = 本报价单有效期至 {date}。
        invoice.status.draft = 草稿
        invoice.status.sent = 已发送
        invoice.status.partial = 部分付款
        invoice.status.paid = 已付款
        invoice.status.overdue = 已逾期
        invoice.status.void = 已作废
        invoice.status.accepted = 已接受
        invoice.status.declined = 已拒绝
        invoice.status.expired = 已过期
        invoice.status.converted = 已转换
        invoice.method.cash = 现金
        invoice.method.card = 银行卡
        invoice.method.bank_transfer = 银行转账
        invoice.method.check = 支票
        invoice.method.other = 其他
        """#
}
