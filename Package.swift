// swift-tools-version:6.1
import Foundation
import PackageDescription

/// `SHOEBOX_WARNINGS_AS_ERRORS=1` (set by `.ci/run`) makes every warning in our own targets an
/// error; a user's build with a newer compiler is not stopped by a new warning.
let warningsAsErrors: [SwiftSetting] =
    ProcessInfo.processInfo.environment["SHOEBOX_WARNINGS_AS_ERRORS"] == "1"
    ? [.unsafeFlags(["-warnings-as-errors"])] : []
let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")] + warningsAsErrors

let package = Package(
    name: "Shoebox",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "shoebox", targets: ["shoebox"]),
        .executable(name: "shoebox-bench", targets: ["shoebox-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
    ],
    targets: [
        // C libraries: module map + shim only, each wrapped by exactly one Swift module.
        .systemLibrary(name: "CLeptonica", pkgConfig: "lept", providers: [.apt(["libleptonica-dev"])]),
        .systemLibrary(name: "CTesseract", pkgConfig: "tesseract", providers: [.apt(["libtesseract-dev"])]),
        .systemLibrary(
            name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        .systemLibrary(name: "CSQLite3", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),

        .target(name: "ShoeboxCore", swiftSettings: strict),
        .target(
            name: "Statements",
            dependencies: [
                "ShoeboxCore",
                .product(name: "CSV", package: "CSV.swift"),
                .product(name: "Yams", package: "Yams"),
            ], swiftSettings: strict),
        .target(
            name: "Categorize",
            dependencies: [
                "ShoeboxCore",
                .product(name: "Yams", package: "Yams"),
                .product(name: "CSV", package: "CSV.swift"),
            ], swiftSettings: strict),
        .target(name: "Dedup", dependencies: ["ShoeboxCore"], swiftSettings: strict),
        // Output languages: the strings catalogs (data, one file per language) and locale formats.
        .target(name: "Localization", dependencies: ["ShoeboxCore"], swiftSettings: strict),
        // The reader of hand-written YAML specs (invoices, business profile, properties, leases).
        .target(
            name: "SpecReading", dependencies: ["ShoeboxCore", .product(name: "Yams", package: "Yams")],
            swiftSettings: strict),
        .target(
            name: "Invoicing", dependencies: ["ShoeboxCore", "SpecReading", .product(name: "Yams", package: "Yams")],
            swiftSettings: strict),
        .target(name: "Receipts", dependencies: ["ShoeboxCore", "Dedup"], swiftSettings: strict),
        // Rentals: properties, leases, rent schedules, payment allocation, deposit matching, Schedule E (pure).
        .target(
            name: "Rentals", dependencies: ["ShoeboxCore", "SpecReading", .product(name: "Yams", package: "Yams")],
            swiftSettings: strict),
        // Tipped workers' shift logs: parsing, timing, overlaps, earnings, targets, payroll checks.
        .target(
            name: "Shifts",
            dependencies: [
                "ShoeboxCore", "SpecReading",
                .product(name: "CSV", package: "CSV.swift"),
                .product(name: "Yams", package: "Yams"),
            ], swiftSettings: strict),
        .target(
            name: "Storage",
            dependencies: [
                "ShoeboxCore", "CSQLite3",
                .product(name: "GRDB", package: "GRDB.swift"),
            ], swiftSettings: strict),
        .target(
            name: "Book",
            dependencies: [
                "ShoeboxCore",
                .product(name: "Crypto", package: "swift-crypto"),
            ], swiftSettings: strict),
        .target(name: "Imaging", dependencies: ["CLeptonica", "ShoeboxCore"], swiftSettings: strict),
        .target(name: "OCR", dependencies: ["CTesseract", "Imaging", "ShoeboxCore"], swiftSettings: strict),
        // The receipt reading strategy (find, warp, candidates, scoring, header re-read) over the OCR wrapper.
        .target(
            name: "ReceiptReading", dependencies: ["OCR", "Imaging", "Receipts", "ShoeboxCore"],
            swiftSettings: strict),
        .target(
            name: "Reports",
            dependencies: [
                "ShoeboxCore", "Shifts",
                .product(name: "CSV", package: "CSV.swift"),
                .product(name: "Yams", package: "Yams"),
            ], resources: [.copy("TaxTables")], swiftSettings: strict),
        .target(
            name: "Rendering",
            dependencies: ["CPangoCairo", "ShoeboxCore", "Invoicing", "Reports", "Localization", "Shifts", "Rentals"],
            swiftSettings: strict),
        // Generated receipt photos with known corners: for tests, shoebox-bench and Samples/.
        .target(name: "ReceiptFixtures", dependencies: ["Imaging", "Rendering"], swiftSettings: strict),
        .target(
            name: "PipelineDefinition",
            dependencies: [
                "ShoeboxCore", .product(name: "Yams", package: "Yams"),
            ], swiftSettings: strict),
        .target(
            name: "Pipeline",
            dependencies: [
                "ShoeboxCore", "PipelineDefinition", "Statements", "Dedup", "Storage", "Book", "Rendering", "Invoicing",
                "Localization",
                "OCR",
                "Receipts", "ReceiptReading", "Reports", "Imaging", "Categorize", "Shifts", "Rentals", "Inbox",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CSV", package: "CSV.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
            ], swiftSettings: strict),
        .target(
            name: "Inbox",
            dependencies: [
                "Book", "PipelineDefinition", .product(name: "Logging", package: "swift-log"),
            ], swiftSettings: strict),
        .executableTarget(
            name: "shoebox",
            dependencies: [
                "Pipeline", "PipelineDefinition", "Inbox", "Storage", "Book", "ShoeboxCore", "OCR", "Invoicing",
                "Receipts", "Reports", "Categorize", "Shifts", "Rentals",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ], swiftSettings: strict),
        .executableTarget(
            name: "shoebox-bench",
            dependencies: [
                "Pipeline", "PipelineDefinition", "Statements", "Storage", "ShoeboxCore", "Invoicing", "OCR",
                "Receipts",
                "ReceiptReading", "Rendering", "Reports", "Book", "Imaging", "Categorize", "ReceiptFixtures", "Dedup",
                "Shifts", "Rentals",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ], swiftSettings: strict),

        .testTarget(name: "ShoeboxCoreTests", dependencies: ["ShoeboxCore"]),
        .testTarget(
            name: "SpecReadingTests",
            dependencies: ["SpecReading", "ShoeboxCore", .product(name: "Yams", package: "Yams")]),
        .testTarget(
            name: "StatementsTests", dependencies: ["Statements", "ShoeboxCore"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "CategorizeTests", dependencies: ["Categorize", "ShoeboxCore"]),
        .testTarget(name: "DedupTests", dependencies: ["Dedup", "ShoeboxCore"]),
        .testTarget(
            name: "RentalsTests",
            dependencies: [
                "ShoeboxTestSupport", "Rentals", "ShoeboxCore", "Storage", "Pipeline", "Book", "Rendering", "Reports",
                "Localization",
                .product(name: "Logging", package: "swift-log"), .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .testTarget(name: "ShiftsTests", dependencies: ["Shifts", "ShoeboxCore"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "ShoeboxCore"]),
        .testTarget(name: "ReceiptsTests", dependencies: ["Receipts", "ShoeboxCore", "Dedup"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "ShoeboxCore", "Receipts", "Pipeline"]),
        // Shared by the test targets: temporary books, fixtures, PDF text extraction.
        .target(
            name: "ShoeboxTestSupport",
            dependencies: [
                "Pipeline", "Book", "Storage", "ShoeboxCore", "Localization",
                .product(name: "Logging", package: "swift-log"),
            ], path: "Tests/ShoeboxTestSupport"),
        .testTarget(
            name: "PipelineTests",
            dependencies: [
                "ShoeboxTestSupport", "Pipeline", "PipelineDefinition", "Storage", "Book", "ShoeboxCore", "Statements",
                "Rendering", "Categorize", "Shifts", "Reports",
            ]),
        .testTarget(name: "PipelineDefinitionTests", dependencies: ["PipelineDefinition", "ShoeboxCore"]),
        .testTarget(
            name: "InboxTests",
            dependencies: [
                "Inbox", "Pipeline", "PipelineDefinition", "Book", "Storage", "ShoeboxCore",
                .product(name: "Logging", package: "swift-log"),
            ]),
        .testTarget(
            name: "NativeLibraryTests",
            dependencies: ["Imaging", "OCR", "ReceiptReading", "Rendering", "ReceiptFixtures", "ShoeboxCore"]),
        .testTarget(name: "EndToEndTests", dependencies: ["ShoeboxCore", "Rendering"]),
        .testTarget(
            name: "InvoicingTests",
            dependencies: [
                "ShoeboxTestSupport", "Invoicing", "ShoeboxCore", "Storage", "Rendering", "Pipeline", "Book",
            ]),
        .testTarget(
            name: "ReportsTests",
            dependencies: [
                "ShoeboxTestSupport", "Reports", "Rendering", "Storage", "Pipeline", "Book", "ShoeboxCore", "Imaging",
                "Shifts",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
    ]
)
