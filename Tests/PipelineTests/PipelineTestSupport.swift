// Shared helpers (temporary books, fixtures, PDF text) live in the ShoeboxTestSupport target.
@_exported import ShoeboxTestSupport
