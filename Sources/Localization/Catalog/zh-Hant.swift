extension Catalog {
    /// Traditional Chinese (zh-Hant).
    static let traditionalChinese = #"""
        common.page = 第 {number} 頁
        common.date = 日期
        common.description = 說明
        common.amount = 金額
        common.total = 合計
        common.none = 無
        common.continued = {title}（續）

        invoice.document.invoice = 發票
        invoice.document.estimate = 報價單
        invoice.title.invoice = 發票
        invoice.title.estimate = 報價單
        invoice.your_business = 貴公司
        invoice.tax_id = 統一編號：{id}
        invoice.bill_to = 付款方
        invoice.prepared_for = 報價對象
        invoice.issue_date = 開立日期
        invoice.due_date = 到期日
        invoice.valid_until = 有效期至
        invoice.from_estimate = 來源報價單
        invoice.amount_due = 應付金額
        invoice.column.description = 項目
        invoice.column.quantity = 數量
        invoice.column.rate = 單價
        invoice.column.amount = 金額
        invoice.subtotal = 小計
        invoice.discount = 折扣
        invoice.discount_percent = 折扣（{percent}）
        invoice.tax_percent = 稅（{percent}）
        invoice.total = 合計
        invoice.paid = 已付
        invoice.amount_due_total = 應付金額
        invoice.payment_received = {date} 收到付款（{method}）：{amount}
        invoice.notes = 備註
        invoice.terms = 條款
        invoice.terms.void = 本發票已作廢，無需付款。
        invoice.terms.due = 請於 {date} 前付款，付款時請註明 {number}。
        invoice.terms.estimate = 本報價單有效期至 {date}。
        invoice.status.draft = 草稿
        invoice.status.sent = 已寄出
        invoice.status.partial = 部分付款
        invoice.status.paid = 已付款
        invoice.status.overdue = 已逾期
        invoice.status.void = 已作廢
        invoice.status.accepted = 已接受
        invoice.status.declined = 已拒絕
        invoice.status.expired = 已過期
        invoice.status.converted = 已轉換
        invoice.method.cash = 現金
        invoice.method.card = 銀行卡
        invoice.method.bank_transfer = 銀行轉帳
        invoice.method.check = 支票
        invoice.method.other = 其他
        """#
}
