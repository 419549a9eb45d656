import GRDB

extension Migrations {
    /// Receipt fields per receipt transaction (values, confidences, text regions, OCR text)
    /// and an FTS5 index over the OCR text and merchant.
    static func receipts(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE receipt_fields (
                    transaction_id INTEGER PRIMARY KEY REFERENCES transactions(id),
                    document_id INTEGER NOT NULL REFERENCES documents(id),
                    merchant TEXT,
                    merchant_confidence REAL,
                    receipt_date TEXT,
                    date_confidence REAL,
                    receipt_time TEXT,
                    total_cents INTEGER,
                    total_confidence REAL,
                    subtotal_cents INTEGER,
                    tax_cents INTEGER,
                    tip_cents INTEGER,
                    currency TEXT NOT NULL,
                    currency_confidence REAL,
                    payment_method TEXT,
                    card_brand TEXT,
                    card_last4 TEXT,
                    tip_may_follow INTEGER NOT NULL DEFAULT 0,
                    fields_json TEXT NOT NULL,
                    ocr_text TEXT NOT NULL,
                    ocr_confidence INTEGER,
                    variant TEXT,
                    rotation_degrees INTEGER,
                    needs_review INTEGER NOT NULL DEFAULT 0,
                    created_at TEXT NOT NULL
                );
                CREATE INDEX receipt_fields_review ON receipt_fields(needs_review) WHERE needs_review = 1;
                CREATE VIRTUAL TABLE receipt_text USING fts5(merchant, ocr_text, content='receipt_fields', content_rowid='transaction_id');
                CREATE TRIGGER receipt_fields_ai AFTER INSERT ON receipt_fields BEGIN
                    INSERT INTO receipt_text(rowid, merchant, ocr_text) VALUES (new.transaction_id, new.merchant, new.ocr_text);
                END;
                CREATE TRIGGER receipt_fields_ad AFTER DELETE ON receipt_fields BEGIN
                    INSERT INTO receipt_text(receipt_text, rowid, merchant, ocr_text) VALUES ('delete', old.transaction_id, old.merchant, old.ocr_text);
                END;
                CREATE TRIGGER receipt_fields_au AFTER UPDATE ON receipt_fields BEGIN
                    INSERT INTO receipt_text(receipt_text, rowid, merchant, ocr_text) VALUES ('delete', old.transaction_id, old.merchant, old.ocr_text);
                    INSERT INTO receipt_text(rowid, merchant, ocr_text) VALUES (new.transaction_id, new.merchant, new.ocr_text);
                END;
                """)
    }
}
